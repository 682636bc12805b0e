import type { Offer, OrderDetails, OrderHistoryEntry, WeeklyHoursEntry } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, startOrdersApp, transitionBody } from '../support/orders.js';

const VENDOR = 'Acme Appliance Repair';
const TECH = 'Sam Rivera';
const TECH2 = 'Jordan Lee';

/** A weekday of 2029 no other test of the file uses (0 = Sunday); 2029-01-07 is a Sunday. */
let week = 0;
function dateOn(weekday: number): string {
  week += 1;
  return new Date(Date.UTC(2029, 0, 7) + (week * 7 + weekday) * 86_400_000).toISOString().slice(0, 10);
}

/** What a reader sees of a line: its kind, who acted (as named for the viewer), and what changed. */
const line = (entry: OrderHistoryEntry) => ({ kind: entry.kind, from: entry.from, to: entry.to, actor: entry.actor_name, changes: entry.changes, reason: entry.reason });

/**
 * Issue 18, "a complete history": every change of an order writes one line — what kind of change,
 * each field before → after, and who did it, named as the viewer may see them (the vendor's
 * company, the technician's name, "Administrator"; a technician never learns another's name).
 */
describe('order history: one line per change, with who did it', () => {
  let ctx: OrdersTestContext;
  const tech = () => ctx.sessions.tech.user.id;
  const tech2 = () => ctx.sessions.tech2.user.id;

  beforeAll(async () => {
    ctx = await startOrdersApp();
    // tech2 works Monday to Friday, 09:00–17:00 (the vendor's and its own clock are UTC).
    const hours: WeeklyHoursEntry[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
    await ctx.http().put('/api/technicians/me/availability/weekly-hours').set('Authorization', ctx.as('tech2')).send({ weekly_hours: hours }).expect(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A Tuesday's order within tech2's hours. */
  const newOrder = (overrides: object = {}) => ctx.createOrder('vendor', { service_date: dateOn(2), time_slot: '10:00-12:00', ...overrides });
  const history = async (id: string, who: DemoUser = 'vendor', language = 'en') =>
    ((await ctx.http().get(`/api/orders/${id}`).set('Authorization', ctx.as(who)).set('Accept-Language', language).expect(200)).body as OrderDetails).history;
  const last = async (id: string, who: DemoUser = 'vendor', language = 'en') => line((await history(id, who, language)).at(-1) as OrderHistoryEntry);
  const assign = (id: string, technicianId: string, who: DemoUser = 'vendor', body: object = {}) =>
    ctx.http().post(`/api/orders/${id}/assign`).set('Authorization', ctx.as(who)).send({ technician_id: technicianId, ...body }).expect(200);
  const move = (id: string, who: DemoUser, to: string, reason?: string) =>
    ctx.http().post(`/api/orders/${id}/transitions`).set('Authorization', ctx.as(who)).send(transitionBody(to, reason)).expect(200);

  it('the first line is "created" by the vendor, the same for the vendor and the technician', async () => {
    const order = await newOrder();
    await assign(order.id, tech2());
    const [vendorFirst] = await history(order.id, 'vendor');
    const [technicianFirst] = await history(order.id, 'tech2');
    expect(line(vendorFirst)).toEqual({ kind: 'created', from: null, to: 'pending', actor: VENDOR, changes: null, reason: null });
    expect(technicianFirst).toEqual(vendorFirst);
  });

  it('an edit names each changed field before → after; a new date alone is a reschedule; an edit changing nothing writes nothing', async () => {
    const day = dateOn(2);
    const order = await newOrder({ service_date: day, time_slot: 'morning', issue_description: 'Not cooling' });
    const patch = (body: object) => ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send(body).expect(200);

    await patch({ issue_description: 'Not cooling, loud compressor', phone: '(512) 555-0199' });
    expect(await last(order.id)).toEqual({
      kind: 'edited',
      from: 'pending',
      to: 'pending',
      actor: VENDOR,
      reason: null,
      changes: { phone: { from: '+15125550134', to: '+15125550199' }, issue_description: { from: 'Not cooling', to: 'Not cooling, loud compressor' } },
    });

    const later = dateOn(3);
    await patch({ service_date: later, time_slot: '12:00-14:00' });
    expect(await last(order.id)).toMatchObject({
      kind: 'rescheduled',
      actor: VENDOR,
      changes: { service_date: { from: day, to: later }, time_slot: { from: 'morning', to: '12:00-14:00' } },
    });

    const lines = (await history(order.id)).length;
    await patch({ issue_description: 'Not cooling, loud compressor' });
    expect(await history(order.id)).toHaveLength(lines);
  });

  it('assignments name the technicians for the vendor; a technician sees its own name and "another technician" for the rest', async () => {
    const order = await newOrder();
    await assign(order.id, tech2());
    expect(await last(order.id)).toMatchObject({ kind: 'assigned', actor: VENDOR, changes: { technician: { from: null, to: TECH2 } } });
    expect(await last(order.id, 'tech2')).toMatchObject({ kind: 'assigned', actor: VENDOR, changes: { technician: { from: null, to: TECH2 } } });

    await assign(order.id, tech());
    expect(await last(order.id)).toMatchObject({ kind: 'assigned', changes: { technician: { from: TECH2, to: TECH } } });
    expect(await last(order.id, 'tech')).toMatchObject({ kind: 'assigned', changes: { technician: { from: 'Another technician', to: TECH } } });
    expect(await last(order.id, 'tech', 'ru')).toMatchObject({ changes: { technician: { from: 'Другой мастер', to: TECH } } });
  });

  it('a decline is the technician’s, with its reason; an admin’s reassignment is "Administrator" in the reader’s language', async () => {
    const order = await newOrder();
    await assign(order.id, tech2());
    await ctx.http().post(`/api/orders/${order.id}/decline`).set('Authorization', ctx.as('tech2')).send({ reason: 'Too far from my area' }).expect(200);
    expect(await last(order.id)).toEqual({
      kind: 'declined',
      from: 'pending',
      to: 'pending',
      actor: TECH2,
      reason: 'Too far from my area',
      changes: { technician: { from: TECH2, to: null } },
    });

    await assign(order.id, tech(), 'admin');
    expect(await last(order.id)).toMatchObject({ kind: 'assigned', actor: 'Administrator', changes: { technician: { from: null, to: TECH } } });
    expect(await last(order.id, 'vendor', 'ru-RU,ru;q=0.9')).toMatchObject({ actor: 'Администратор' });
    // The technician assigned now reads the decline as another technician's.
    const declined = (await history(order.id, 'tech')).find((entry) => entry.kind === 'declined') as OrderHistoryEntry;
    expect(line(declined)).toMatchObject({ actor: 'Another technician', changes: { technician: { from: 'Another technician', to: null } } });
  });

  it('a confirmed move outside the hours is one "hours_override" line with what moved; a reschedule of the same technician is "rescheduled"', async () => {
    const tuesday = dateOn(2);
    const order = await newOrder({ service_date: tuesday });
    await assign(order.id, tech2());
    const saturday = dateOn(6);
    await assign(order.id, tech2(), 'vendor', { service_date: saturday, override_hours: true });
    expect(await last(order.id)).toMatchObject({ kind: 'hours_override', actor: VENDOR, changes: { service_date: { from: tuesday, to: saturday } } });
    const wednesday = dateOn(3);
    await assign(order.id, tech2(), 'vendor', { service_date: wednesday });
    expect(await last(order.id)).toMatchObject({ kind: 'rescheduled', changes: { service_date: { from: saturday, to: wednesday } } });
  });

  it('moves are "status" lines; a cancellation keeps its reason and side', async () => {
    const order = await newOrder();
    await assign(order.id, tech2());
    await move(order.id, 'tech2', 'accepted');
    expect(await last(order.id)).toMatchObject({ kind: 'status', from: 'pending', to: 'accepted', actor: TECH2 });
    await move(order.id, 'vendor', 'cancelled', 'Customer moved away');
    const cancelled = (await history(order.id)).at(-1) as OrderHistoryEntry;
    expect(cancelled).toMatchObject({ kind: 'status', from: 'accepted', to: 'cancelled', actor_name: VENDOR, reason: 'Customer moved away', cancel_side: 'company' });
  });

  it('offers: offered (with its audience), withdrawn, offered again and taken, each a line', async () => {
    const order = await newOrder();
    const offer = async (audience: string) =>
      (await ctx.http().post(`/api/orders/${order.id}/offer`).set('Authorization', ctx.as('vendor')).send({ audience }).expect(201)).body as Offer;
    await offer('roster');
    expect(await last(order.id)).toMatchObject({ kind: 'offered', actor: VENDOR, changes: { audience: { from: null, to: 'roster' } } });
    // Offering it again to the same audience changes nothing.
    const lines = (await history(order.id)).length;
    await offer('roster');
    expect(await history(order.id)).toHaveLength(lines);

    await ctx.http().delete(`/api/orders/${order.id}/offer`).set('Authorization', ctx.as('vendor')).expect(204);
    expect(await last(order.id)).toMatchObject({ kind: 'offer_withdrawn', actor: VENDOR });

    const open = await offer('roster');
    await ctx.http().post(`/api/offers/${open.id}/take`).set('Authorization', ctx.as('tech')).expect(200);
    expect(await last(order.id)).toMatchObject({ kind: 'offer_taken', from: 'pending', to: 'accepted', actor: TECH, changes: { technician: { from: null, to: TECH } } });
  });

  it('money once it exists: a payment recorded by hand (method, amount) and the customer’s rating', async () => {
    const order = await newOrder();
    await assign(order.id, tech2());
    for (const to of ['accepted', 'in_progress', 'completed']) await move(order.id, 'tech2', to);
    await ctx.http().post(`/api/orders/${order.id}/payments`).set('Authorization', ctx.as('vendor')).send({ method: 'check', amount: '25.50', collected_by: 'vendor' }).expect(200);
    expect(await last(order.id)).toEqual({
      kind: 'payment',
      from: 'completed',
      to: 'completed',
      actor: VENDOR,
      reason: null,
      changes: { method: { from: null, to: 'check' }, amount: { from: null, to: '25.50' } },
    });

    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('vendor')).send({ to: 'closed', rating: 4 }).expect(200);
    expect(await last(order.id)).toMatchObject({ kind: 'status', from: 'completed', to: 'closed', changes: { rating: { from: null, to: 4 } } });
    await ctx.http().put(`/api/orders/${order.id}/rating`).set('Authorization', ctx.as('vendor')).send({ rating: 5 }).expect(200);
    expect(await last(order.id)).toMatchObject({ kind: 'rating', from: 'closed', to: 'closed', actor: VENDOR, changes: { rating: { from: 4, to: 5 } } });
    // The technician reads the same lines, the vendor named by its company.
    expect(await last(order.id, 'tech2')).toMatchObject({ kind: 'rating', actor: VENDOR });
  });
});
