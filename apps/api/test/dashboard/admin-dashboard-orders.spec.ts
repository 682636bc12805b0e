import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDashboard, Order, OrderList } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, startOrdersApp, transitionBody } from '../support/orders.js';

/** yyyy-mm-dd of a day `offset` days from today (UTC, the admin's zone here). */
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Issue 16, items 1 and 2: the admin's dashboard figures and All Orders (vendor filter, audited cancel and reassign). */
describe('admin dashboard and All Orders', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const sql = <T extends object>(query: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(query, params);
  const assign = (who: DemoUser, id: string, technician: 'tech' | 'tech2') =>
    ctx.http().post(`/api/orders/${id}/assign`).set('Authorization', ctx.as(who)).send({ technician_id: ctx.sessions[technician].user.id });
  const move = async (who: DemoUser, order: Order, ...steps: string[]) => {
    for (const to of steps) {
      const reason = to === 'on_hold' || to === 'cancelled' ? 'a reason' : undefined;
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as(who)).send(transitionBody(to, reason)).expect(200);
    }
  };
  const dashboard = async () => (await ctx.http().get('/api/dashboard/admin').set('Authorization', ctx.as('admin')).expect(200)).body as AdminDashboard;
  const list = async (who: DemoUser, query: Record<string, string>) =>
    (await ctx.http().get('/api/orders').query(query).set('Authorization', ctx.as(who)).expect(200)).body as OrderList;

  let vendorOrders: Order[] = [];
  let vendor2Orders: Order[] = [];

  it('counts two vendors\' orders per day and status over 30 days, completions and revenue per week, failed jobs', async () => {
    // Past dates are set in the database (a new order is for today or later): vendor has 3 orders 2 days ago, vendor2 one.
    const a = await ctx.createOrder('vendor');
    const b = await ctx.createOrder('vendor');
    const c = await ctx.createOrder('vendor');
    const d = await ctx.createOrder('vendor2');
    // Today: one of vendor's completed (by tech) and one of vendor2's; one outside the 30 days, one in the future.
    const done = await ctx.createOrder('vendor', { service_date: day(0), time_slot: 'morning' });
    const today2 = await ctx.createOrder('vendor2', { service_date: day(0), time_slot: 'afternoon' });
    const old = await ctx.createOrder('vendor2');
    vendorOrders = [a, b, c, done];
    vendor2Orders = [d, today2, old];
    const backdate = (date: string, ids: string[]) =>
      sql(`update orders set service_date = ?::date, time_range = tstzrange(?::date::timestamptz, ?::date::timestamptz + interval '4 hours') where id in (?)`, [date, date, date, ids]);
    await backdate(day(-2), [a.id, b.id, c.id, d.id]);
    await backdate(day(-40), [old.id]);
    await move('vendor', c, 'cancelled');
    await assign('vendor', done.id, 'tech').expect(200);
    await move('tech', done, 'accepted', 'in_progress', 'completed');

    const figures = await dashboard();
    expect(figures.orders_by_day).toEqual([
      { date: day(-2), status: 'cancelled', count: 1 },
      { date: day(-2), status: 'pending', count: 3 },
      { date: day(0), status: 'completed', count: 1 },
      { date: day(0), status: 'pending', count: 1 },
    ]);
    expect(figures.weeks).toHaveLength(12);
    const thisWeek = figures.weeks[11];
    // COMPLETION: labor 200 + parts 150, taxed at the order's rate; tips excluded.
    expect(thisWeek.completed).toBe(1);
    expect(thisWeek.revenue).toBeGreaterThanOrEqual(35_000);
    expect(figures.weeks.slice(0, 11).every((week) => week.completed === 0 && week.revenue === 0)).toBe(true);
    expect(figures.weeks.map((week) => new Date(`${week.week_start}T00:00:00Z`).getUTCDay())).toEqual(Array(12).fill(1));
    expect(figures).toMatchObject({ vendors: { pending: 1, active: 2 }, technicians: 2, unmatched_sms: 0, failed_jobs: 0 });

    // A background job that ran out of retries shows up at once.
    let jobs: { id: string }[] = [];
    for (let tries = 0; tries < 50 && jobs.length === 0; tries += 1) {
      jobs = await sql<{ id: string }>(`select id from pgboss.job where state = 'completed' limit 1`).catch(() => []);
      if (jobs.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(jobs).toHaveLength(1);
    await sql(`update pgboss.job set state = 'failed' where id = ?`, [jobs[0].id]);
    expect((await dashboard()).failed_jobs).toBe(1);
  });

  it('lists every vendor\'s orders for an admin and one vendor\'s with vendor_id', async () => {
    const all = await list('admin', { limit: '100' });
    const ids = all.items.map((order) => order.id);
    for (const order of [...vendorOrders, ...vendor2Orders]) expect(ids).toContain(order.id);
    const vendorId = vendorOrders[0].vendor_id!;
    const one = await list('admin', { vendor_id: vendorId, limit: '2' });
    expect(one.items).toHaveLength(2);
    expect(one.items.every((order) => order.vendor_id === vendorId)).toBe(true);
    // Keyset paging carries the filter on.
    const next = await list('admin', { vendor_id: vendorId, limit: '2', cursor: one.next_cursor! });
    expect(next.items.map((order) => order.id).sort()).toEqual(
      vendorOrders.map((order) => order.id).filter((id) => !one.items.some((order) => order.id === id)).sort(),
    );
    expect((await list('admin', { vendor_id: vendorId, status: 'cancelled' })).items.map((order) => order.id)).toEqual([vendorOrders[2].id]);
  });

  it('a vendor naming another vendor in vendor_id sees none of its orders', async () => {
    const other = vendor2Orders[0].vendor_id!;
    expect((await list('vendor', { vendor_id: other })).items).toEqual([]);
    expect((await list('vendor', { vendor_id: vendorOrders[0].vendor_id! })).items.length).toBe(4);
  });

  it('refuses a vendor_id that is not a uuid', async () => {
    const res = await ctx.http().get('/api/orders').query({ vendor_id: 'acme' }).set('Authorization', ctx.as('admin')).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('audits an admin\'s cancel with its reason and reassign with the technicians before and after; a vendor\'s are not', async () => {
    const order = vendorOrders[0];
    await assign('admin', order.id, 'tech').expect(200);
    await assign('admin', order.id, 'tech2').expect(200);
    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('admin')).send({ to: 'cancelled', reason: 'Customer moved away' }).expect(200);
    const vendorsOwn = vendorOrders[1];
    await assign('vendor', vendorsOwn.id, 'tech').expect(200);
    await move('vendor', vendorsOwn, 'cancelled');

    const rows = await sql<{ actor_id: string; actor_role: string; action: string; target_type: string; target_id: string; before: unknown; after: unknown }>(
      `select actor_id, actor_role, action, target_type, target_id, before, after from audit_log where target_type = 'order' order by at, id`,
    );
    const tech = ctx.sessions.tech.user.id;
    const tech2 = ctx.sessions.tech2.user.id;
    const admin = ctx.sessions.admin.user.id;
    expect(rows).toEqual([
      { actor_id: admin, actor_role: 'admin', action: 'order.reassign', target_type: 'order', target_id: order.id, before: { technician_id: null, status: 'pending' }, after: { technician_id: tech, status: 'pending' } },
      { actor_id: admin, actor_role: 'admin', action: 'order.reassign', target_type: 'order', target_id: order.id, before: { technician_id: tech, status: 'pending' }, after: { technician_id: tech2, status: 'pending' } },
      {
        actor_id: admin,
        actor_role: 'admin',
        action: 'order.cancel',
        target_type: 'order',
        target_id: order.id,
        before: { status: 'pending', technician_id: tech2 },
        after: { status: 'cancelled', technician_id: tech2, reason: 'Customer moved away', cancel_side: 'company' },
      },
    ]);
  });

  it('an admin cancel without a reason is refused and writes no audit row', async () => {
    const order = vendor2Orders[1];
    const res = await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('admin')).send({ to: 'cancelled' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REASON_REQUIRED');
    expect(await sql(`select 1 from audit_log where target_id = ?`, [order.id])).toEqual([]);
  });
});
