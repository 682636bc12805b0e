import type { AdminDashboard, Order, VendorDashboard } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, freshDate, startOrdersApp, transitionBody } from '../support/orders.js';

/** yyyy-mm-dd of this instant in a timezone, the way a person there reads their calendar. */
const dateIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('the home page counts', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const assign = (id: string, technician: 'tech' | 'tech2') =>
    ctx.http().post(`/api/orders/${id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions[technician].user.id }).expect(200);
  const move = async (who: DemoUser, order: Order, ...steps: string[]) => {
    for (const to of steps) {
      const reason = to === 'on_hold' || to === 'cancelled' ? 'a reason' : undefined;
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as(who)).send(transitionBody(to, reason)).expect(200);
    }
  };
  const vendorDashboard = async (who: DemoUser) =>
    (await ctx.http().get('/api/dashboard/vendor').set('Authorization', ctx.as(who)).expect(200)).body as VendorDashboard;
  const adminDashboard = async () => (await ctx.http().get('/api/dashboard/admin').set('Authorization', ctx.as('admin')).expect(200)).body as AdminDashboard;

  it('a vendor with no orders yet counts zero everywhere (the page shows its empty state)', async () => {
    expect(await vendorDashboard('vendor')).toEqual({
      today: dateIn('UTC'),
      has_orders: false,
      counts: { today: 0, unassigned: 0, in_progress: 0, on_hold: 0, awaiting_approval: 0, completed_this_week: 0 },
    });
  });

  it('given orders in every state, counts each thing a dispatcher acts on, and only the vendor\'s own', async () => {
    const today = dateIn('UTC');
    // Today: one nobody took yet, one a technician is driving to, one cancelled.
    await ctx.createOrder('vendor', { service_date: today, time_slot: 'morning' });
    const enRoute = await ctx.createOrder('vendor', { service_date: today, time_slot: 'afternoon' });
    await assign(enRoute.id, 'tech');
    await move('tech', enRoute, 'accepted', 'en_route');
    const cancelled = await ctx.createOrder('vendor', { service_date: today, time_slot: 'evening' });
    await move('vendor', cancelled, 'cancelled');
    // Other days: offered but not accepted, on hold, finished and waiting for approval, approved.
    const offered = await ctx.createOrder('vendor');
    await assign(offered.id, 'tech2');
    const held = await ctx.createOrder('vendor');
    await assign(held.id, 'tech');
    await move('tech', held, 'accepted', 'in_progress', 'on_hold');
    const finished = await ctx.createOrder('vendor');
    await assign(finished.id, 'tech');
    await move('tech', finished, 'accepted', 'in_progress', 'completed');
    const approved = await ctx.createOrder('vendor');
    await assign(approved.id, 'tech2');
    await move('tech2', approved, 'accepted', 'in_progress', 'completed');
    await move('vendor', approved, 'closed');
    // Another vendor's busy day must not leak into these counts.
    await ctx.createOrder('vendor2', { service_date: today });
    await ctx.createOrder('vendor2', { service_date: freshDate() });

    const vendor = await vendorDashboard('vendor');
    expect(vendor.has_orders).toBe(true);
    expect(vendor.counts).toEqual({
      today: 2,
      unassigned: 1,
      in_progress: 1,
      on_hold: 1,
      awaiting_approval: 1,
      completed_this_week: 2,
    });
    expect(await vendorDashboard('vendor2')).toMatchObject({ has_orders: true, counts: { today: 1, unassigned: 2, in_progress: 0, completed_this_week: 0 } });
  });

  it('reads "today" in the vendor\'s own timezone', async () => {
    // UTC+14: for most of the day its date is already tomorrow's in UTC.
    await ctx.http().patch('/api/me').set('Authorization', ctx.as('vendor2')).send({ timezone: 'Pacific/Kiritimati' }).expect(200);
    expect((await vendorDashboard('vendor2')).today).toBe(dateIn('Pacific/Kiritimati'));
  });

  it('gives an admin the platform: vendors by status (the seeded pending one included), active technicians, today\'s orders of every vendor', async () => {
    expect(await adminDashboard()).toMatchObject({
      today: dateIn('UTC'),
      vendors: { pending: 1, active: 2, suspended: 0 },
      technicians: 2,
      // vendor's two live visits today plus vendor2's one; the cancelled one does not count.
      orders_today: 3,
      // No text waits in the Unknown SMS queue (issue 15).
      unmatched_sms: 0,
    });
    const pending = (await ctx.http().get('/api/vendors').query({ status: 'pending' }).set('Authorization', ctx.as('admin')).expect(200)).body as { items: { id: string }[] };
    await ctx.http().patch(`/api/vendors/${pending.items[0].id}`).set('Authorization', ctx.as('admin')).send({ status: 'active' }).expect(200);
    expect((await adminDashboard()).vendors).toEqual({ pending: 0, active: 3, suspended: 0 });
  });

  it.each<[string, DemoUser | null, number]>([
    ['a technician', 'tech', 403],
    ['an admin', 'admin', 403],
    ['nobody signed in', null, 401],
  ])('the vendor counts refuse %s', async (_who, who, status) => {
    const call = ctx.http().get('/api/dashboard/vendor');
    await (who ? call.set('Authorization', ctx.as(who)) : call).expect(status);
  });

  it.each<[string, DemoUser | null, number]>([
    ['a vendor', 'vendor', 403],
    ['a technician', 'tech', 403],
    ['nobody signed in', null, 401],
  ])('the admin counts refuse %s', async (_who, who, status) => {
    const call = ctx.http().get('/api/dashboard/admin');
    await (who ? call.set('Authorization', ctx.as(who)) : call).expect(status);
  });
});
