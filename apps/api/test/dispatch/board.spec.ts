import { EntityManager } from '@mikro-orm/postgresql';
import { BOARD_MAX_DAYS, DEFAULT_WEEKLY_HOURS, type Order, type ScheduleBoard, type UserProfile } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

const day = (n: number) => `2029-03-${String(n).padStart(2, '0')}`;
/** The board's week: Monday 2029-03-05 to Sunday 2029-03-11. */
const WEEK = { start: day(5), end: day(11) };

/**
 * Issue 17, GET /api/schedule/board: the dispatch board's one answer. Given the demo rosters — Sam
 * (tech) on both vendors' rosters, Jordan (tech2) on Acme's (vendor) only — and a week of work:
 * each vendor sees its own roster, cards and tray; another vendor's job on a shared technician is
 * only busy time; an admin sees every vendor's or filters one.
 */
describe('the dispatch board', () => {
  let ctx: OrdersTestContext;
  const ids: Record<'vendor' | 'vendor2', string> = { vendor: '', vendor2: '' };
  let acmeJob: Order;
  let brightJob: Order;
  let unassigned: Order;
  let onHold: Order;
  let cancelled: Order;

  const board = (who: DemoUser, query: Record<string, string> = WEEK) => ctx.http().get('/api/schedule/board').query(query).set('Authorization', ctx.as(who));
  const read = async (who: DemoUser, query: Record<string, string> = WEEK) => (await board(who, query).expect(200)).body as ScheduleBoard;
  const user = (who: DemoUser) => ctx.sessions[who].user.id;
  const assign = (who: DemoUser, order: Order, technician: DemoUser) =>
    ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as(who)).send({ technician_id: user(technician) }).expect(200);
  const move = (who: DemoUser, order: Order, to: string, reason?: string) =>
    ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as(who)).send({ to, reason }).expect(200);

  beforeAll(async () => {
    ctx = await startOrdersApp();
    for (const who of ['vendor', 'vendor2'] as const) {
      ids[who] = ((await ctx.http().get('/api/me').set('Authorization', ctx.as(who)).expect(200)).body as UserProfile).vendor_id as string;
    }
    acmeJob = await ctx.createOrder('vendor', { service_date: day(5), time_slot: 'morning', customer_name: 'Acme Customer' });
    await assign('vendor', acmeJob, 'tech');
    brightJob = await ctx.createOrder('vendor2', { service_date: day(6), time_slot: 'afternoon', customer_name: 'Brightline Customer' });
    await assign('vendor2', brightJob, 'tech');
    unassigned = await ctx.createOrder('vendor', { service_date: day(20), time_slot: 'evening' });
    onHold = await ctx.createOrder('vendor', { service_date: day(7), time_slot: '09:00-11:00' });
    await assign('vendor', onHold, 'tech2');
    await move('tech2', onHold, 'accepted');
    await move('tech2', onHold, 'on_hold', 'waiting for parts');
    cancelled = await ctx.createOrder('vendor', { service_date: day(8), time_slot: 'morning' });
    await assign('vendor', cancelled, 'tech2');
    await move('vendor', cancelled, 'cancelled', 'customer called off');
    await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech2')).send({ service_date: day(9), time_slot: 'evening' }).expect(201);
    await ctx.http().post('/api/technicians/me/time-off').set('Authorization', ctx.as('tech2')).send({ date: day(10), time_slot: 'afternoon', reason: 'dentist' }).expect(201);
    // Outside the week: no card, no busy time.
    const later = await ctx.createOrder('vendor', { service_date: day(12), time_slot: 'morning' });
    await assign('vendor', later, 'tech2');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("a vendor's board: its roster with their hours, its cards, its tray, and the rest of the technicians' time", async () => {
    const seen = await read('vendor');
    expect(seen).toMatchObject({ ...WEEK, timezone: 'UTC' });
    expect(seen.technicians).toEqual([
      { id: user('tech2'), full_name: 'Jordan Lee', city: 'Austin', state: 'TX', timezone: 'UTC', weekly_hours: DEFAULT_WEEKLY_HOURS, vendor_ids: [ids.vendor] },
      { id: user('tech'), full_name: 'Sam Rivera', city: 'Austin', state: 'TX', timezone: 'UTC', weekly_hours: DEFAULT_WEEKLY_HOURS, vendor_ids: [ids.vendor] },
    ]);
    expect(seen.orders.map((order) => [order.id, order.service_date, order.status])).toEqual([
      [acmeJob.id, day(5), 'pending'],
      [onHold.id, day(7), 'on_hold'],
    ]);
    expect(seen.tray.map((order) => order.id)).toEqual([onHold.id, unassigned.id]);
    expect(seen.busy).toEqual([
      { technician_id: user('tech'), kind: 'other', date: day(6), start: `${day(6)}T12:00:00.000Z`, end: `${day(6)}T16:00:00.000Z`, reason: null },
      { technician_id: user('tech2'), kind: 'personal', date: day(9), start: `${day(9)}T16:00:00.000Z`, end: `${day(9)}T20:00:00.000Z`, reason: null },
      { technician_id: user('tech2'), kind: 'time_off', date: day(10), start: `${day(10)}T12:00:00.000Z`, end: `${day(10)}T16:00:00.000Z`, reason: 'dentist' },
    ].sort((a, b) => a.technician_id.localeCompare(b.technician_id)));
    expect(seen.offers).toEqual([]);
  });

  it("the other vendor sees its shared technician's Acme job as time only, nothing of Acme's", async () => {
    const seen = await read('vendor2');
    expect(seen.technicians.map((technician) => [technician.full_name, technician.vendor_ids])).toEqual([['Sam Rivera', [ids.vendor2]]]);
    expect(seen.orders.map((order) => order.id)).toEqual([brightJob.id]);
    expect(seen.tray).toEqual([]);
    expect(seen.busy).toEqual([{ technician_id: user('tech'), kind: 'other', date: day(5), start: `${day(5)}T08:00:00.000Z`, end: `${day(5)}T12:00:00.000Z`, reason: null }]);
    const text = JSON.stringify(seen);
    for (const secret of [acmeJob.id, acmeJob.invoice_number, 'Acme Customer', ids.vendor, user('tech2')]) expect(text).not.toContain(secret);
  });

  it("an admin sees every vendor's board, or one vendor's with vendor_id", async () => {
    const all = await read('admin');
    expect(all.timezone).toBe('UTC');
    expect(all.technicians.find((technician) => technician.id === user('tech'))?.vendor_ids.sort()).toEqual([ids.vendor, ids.vendor2].sort());
    expect(all.orders.map((order) => order.id).sort()).toEqual([acmeJob.id, brightJob.id, onHold.id].sort());
    expect(all.busy.map((range) => range.kind).sort()).toEqual(['personal', 'time_off']);

    const bright = await read('admin', { ...WEEK, vendor_id: ids.vendor2 });
    expect(bright).toEqual(await read('vendor2'));
    await board('admin', { ...WEEK, vendor_id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    // A vendor naming another vendor still gets its own board.
    expect(await read('vendor', { ...WEEK, vendor_id: ids.vendor2 })).toEqual(await read('vendor'));
  });

  it('a technician has no board', async () => {
    expect((await board('tech').expect(403)).body.code).toBe('FORBIDDEN');
  });

  it("the board is drawn on the vendor's clock; a technician without a zone of its own reads its hours on it", async () => {
    await ctx.http().patch('/api/me').set('Authorization', ctx.as('vendor2')).send({ timezone: 'America/Chicago' }).expect(200);
    try {
      const seen = await read('vendor2');
      expect(seen.timezone).toBe('America/Chicago');
      expect(seen.technicians[0].timezone).toBe('America/Chicago');
      // Acme's 08:00 UTC job is 02:00 in Chicago, the same day.
      expect(seen.busy).toEqual([expect.objectContaining({ kind: 'other', date: day(5), start: `${day(5)}T08:00:00.000Z` })]);
    } finally {
      await ctx.http().patch('/api/me').set('Authorization', ctx.as('vendor2')).send({ timezone: null }).expect(200);
    }
  });

  it('open offers of the vendor’s orders come with the board; an inactive technician leaves it', async () => {
    const em = ctx.app.get(EntityManager).fork();
    const offerId = crypto.randomUUID();
    await em.execute("insert into order_offers (id, order_id, vendor_id, audience) values (?, ?, ?, 'area')", [offerId, unassigned.id, ids.vendor]);
    await em.execute("update technicians set status = 'inactive' where id = ?", [user('tech2')]);
    try {
      const seen = await read('vendor');
      expect(seen.offers).toEqual([{ id: offerId, order_id: unassigned.id, audience: 'area', created_at: expect.any(String) }]);
      expect((await read('vendor2')).offers).toEqual([]);
      expect(seen.technicians.map((technician) => technician.full_name)).toEqual(['Sam Rivera']);
    } finally {
      await em.execute("update technicians set status = 'active' where id = ?", [user('tech2')]);
      await em.execute('delete from order_offers where id = ?', [offerId]);
    }
  });

  it.each<[string, Record<string, string>, string]>([
    ['end before start', { start: day(11), end: day(5) }, 'end'],
    [`more than ${BOARD_MAX_DAYS} days`, { start: day(1), end: day(BOARD_MAX_DAYS + 1) }, 'end'],
    ['a date that is no date', { start: '2029-02-30', end: day(5) }, 'start'],
    ['no end', { start: day(5) }, 'end'],
  ])('refuses %s with a field error', async (_title, query, field) => {
    const res = await board('vendor', query).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: [expect.objectContaining({ field })] });
  });

  it(`answers ${BOARD_MAX_DAYS} days`, async () => {
    const seen = await read('vendor', { start: day(1), end: day(BOARD_MAX_DAYS) });
    expect(seen.orders.length).toBeGreaterThan(0);
  });
});
