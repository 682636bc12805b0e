import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AuditList,
  DEFAULT_WEEKLY_HOURS,
  type NotificationList,
  type Order,
  type OrderChangedEvent,
  type OrderDeclinedData,
  type OrderDetails,
  REALTIME_EVENTS,
  type WeeklyHoursEntry,
} from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';

/** A date no other test of the file uses, on the weekday asked (0 = Sunday), in 2028. */
let week = 0;
function dateOn(weekday: number): string {
  week += 1;
  // 2028-01-02 is a Sunday.
  return new Date(Date.UTC(2028, 0, 2) + (week * 7 + weekday) * 86_400_000).toISOString().slice(0, 10);
}

const WEEKDAYS_9_TO_5: WeeklyHoursEntry[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

/**
 * Issue 17, "Working hours and declining": a dispatcher's move outside the technician's weekly
 * hours is refused with the hours unless confirmed (then audited); the board moves a job's
 * technician and window in one call; the technician may give a pending assignment back.
 */
describe('working hours, board moves and declining', () => {
  let ctx: OrdersTestContext;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await startOrdersApp();
    url = await listen(ctx.app);
    // Given tech2 works Monday to Friday, 09:00–17:00 (its vendor's clock is UTC, and so is its own).
    await ctx.http().put('/api/technicians/me/availability/weekly-hours').set('Authorization', ctx.as('tech2')).send({ weekly_hours: WEEKDAYS_9_TO_5 }).expect(200);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx?.close();
  });

  const tech2 = () => ctx.sessions.tech2.user.id;
  const assign = (id: string, body: Record<string, unknown>, who: 'vendor' | 'admin' = 'vendor') =>
    ctx.http().post(`/api/orders/${id}/assign`).set('Authorization', ctx.as(who)).send({ technician_id: tech2(), ...body });
  const details = async (id: string) => (await ctx.http().get(`/api/orders/${id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderDetails;
  const overrides = async (id: string) =>
    ((await ctx.http().get('/api/admin/audit').query({ action: 'order.hours_override', target_id: id }).set('Authorization', ctx.as('admin')).expect(200)).body as AuditList).items;

  it('an assignment outside the hours is refused with that day’s hours; a day off says so with none', async () => {
    const tuesday = dateOn(2);
    const early = await ctx.createOrder('vendor', { service_date: tuesday, time_slot: 'morning' });
    const res = await assign(early.id, {}).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'OUTSIDE_WORKING_HOURS',
      message: expect.any(String),
      working_hours: { weekday: 2, hours: [{ weekday: 2, start: '09:00', end: '17:00' }], timezone: 'UTC' },
    });
    const saturday = await ctx.createOrder('vendor', { service_date: dateOn(6), time_slot: '10:00-12:00' });
    expect((await assign(saturday.id, {}).expect(409)).body.working_hours).toEqual({ weekday: 6, hours: [], timezone: 'UTC' });
    // Nothing changed: still in the tray.
    expect((await details(early.id)).technician).toBeNull();
    // Within the hours it goes through; and the same call may move the window into them.
    await assign(early.id, { time_slot: '09:00-12:00' }).expect(200);
    expect(await overrides(early.id)).toEqual([]);
  });

  it('a confirmed override goes through, and is in the audit log and the order history', async () => {
    const saturday = dateOn(6);
    const order = await ctx.createOrder('vendor', { service_date: saturday, time_slot: 'afternoon' });
    const res = await assign(order.id, { override_hours: true }).expect(200);
    expect(res.body).toMatchObject({ status: 'pending', technician: { id: tech2() }, service_date: saturday });
    const [record] = await overrides(order.id);
    expect(record).toMatchObject({
      actor_id: ctx.sessions.vendor.user.id,
      actor_role: 'vendor',
      action: 'order.hours_override',
      target_type: 'order',
      after: { technician_id: tech2(), service_date: saturday, time_slot: 'afternoon', working_hours: { weekday: 6, hours: [], timezone: 'UTC' } },
    });
    expect((await details(order.id)).history.at(-1)).toMatchObject({ kind: 'hours_override', to: 'pending', actor_role: 'vendor', changes: { technician: { to: 'Jordan Lee' } } });
  });

  it('PATCHing an assigned order’s slot out of the hours needs the override too; a personal booking never does', async () => {
    const wednesday = dateOn(3);
    const order = await ctx.createOrder('vendor', { service_date: wednesday, time_slot: '10:00-11:00' });
    await assign(order.id, {}).expect(200);
    const patch = (body: Record<string, unknown>) => ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send(body);
    expect((await patch({ time_slot: 'evening' }).expect(409)).body).toMatchObject({ code: 'OUTSIDE_WORKING_HOURS', working_hours: { weekday: 3 } });
    expect((await details(order.id)).time_slot).toBe('10:00-11:00');
    await patch({ time_slot: 'evening', override_hours: true }).expect(200);
    expect(await overrides(order.id)).toHaveLength(1);
    expect((await details(order.id)).history.at(-1)).toMatchObject({ kind: 'hours_override', from: 'pending', to: 'pending', changes: { time_slot: { from: '10:00-11:00', to: 'evening' } } });
    // Other edits of the order are not moves: nothing to check.
    await patch({ issue_description: 'Leaks at night' }).expect(200);
    await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech2')).send({ service_date: dateOn(0), time_slot: 'evening' }).expect(201);
  });

  it('the hours are read on the technician’s own clock', async () => {
    // Given tech lives in Chicago and works the default 08:00–20:00 there.
    const em = ctx.app.get(EntityManager).fork();
    await em.execute('update technicians set timezone = ? where id = ?', ['America/Chicago', ctx.sessions.tech.user.id]);
    try {
      const order = await ctx.createOrder('vendor', { service_date: dateOn(4), time_slot: 'morning' });
      const to = (body: Record<string, unknown>) => ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id, ...body });
      // 08:00–12:00 UTC is 02:00–06:00 in Chicago.
      expect((await to({}).expect(409)).body.working_hours).toEqual({ weekday: 4, hours: [DEFAULT_WEEKLY_HOURS[4]], timezone: 'America/Chicago' });
      // 15:00–19:00 UTC is 09:00–13:00 there (CST, UTC−6).
      await to({ time_slot: '15:00-19:00' }).expect(200);
    } finally {
      await em.execute('update technicians set timezone = null where id = ?', [ctx.sessions.tech.user.id]);
    }
  });

  it('a technician who registers works the default week until it saves its own', async () => {
    await ctx.http().post('/api/auth/signup').send({ phone: '+15125550177', password: 'Lantern-gravel-42', role: 'technician', full_name: 'New Hire' }).expect(201);
    // The sign-up answers no session (issue 20): a phone-only account signs in with its password.
    const session = (await ctx.http().post('/api/auth/login').send({ phone: '+15125550177', password: 'Lantern-gravel-42' }).expect(200)).body as { access_token: string; user: { id: string } };
    const { user } = session;
    const res = await ctx.http().get(`/api/technicians/${user.id}/availability`).set('Authorization', `Bearer ${session.access_token}`).expect(200);
    expect(res.body.weekly_hours).toEqual(DEFAULT_WEEKLY_HOURS);
  });

  it('a board drag moves the technician, date and slot in one call; the same technician is a reschedule', async () => {
    const from = dateOn(1);
    const to = dateOn(2);
    const order = await ctx.createOrder('vendor', { service_date: from, time_slot: 'morning' });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech')).send({ to: 'accepted' }).expect(200);

    const moved = (await assign(order.id, { service_date: to, time_slot: '13:00-15:00' }).expect(200)).body as Order;
    expect(moved).toMatchObject({
      technician: { id: tech2() },
      status: 'pending',
      technician_status: 'Assigned',
      service_date: to,
      time_slot: '13:00-15:00',
      starts_at: `${to}T13:00:00.000Z`,
      ends_at: `${to}T15:00:00.000Z`,
    });
    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech2')).send({ to: 'accepted' }).expect(200);
    const rescheduled = (await assign(order.id, { time_slot: '10:00-12:00' }).expect(200)).body as Order;
    expect(rescheduled).toMatchObject({ status: 'accepted', vendor_status: 'Scheduled', time_slot: '10:00-12:00', starts_at: `${to}T10:00:00.000Z` });
    // The old window is free again: another job fits there.
    const other = await ctx.createOrder('vendor', { service_date: to, time_slot: '13:00-15:00' });
    await assign(other.id, {}).expect(200);
  });

  it('a drag onto a busy slot is refused with that slot, and nothing moves', async () => {
    const day = dateOn(3);
    const held = await ctx.createOrder('vendor', { service_date: day, time_slot: '13:00-15:00' });
    await assign(held.id, {}).expect(200);
    const order = await ctx.createOrder('vendor', { service_date: dateOn(3), time_slot: '09:00-11:00' });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);

    const res = await assign(order.id, { service_date: day, time_slot: '14:00-16:00' }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'SLOT_TAKEN',
      message: 'The technician is already busy at that time',
      slot: { kind: 'order', order_id: held.id, date: day, start: `${day}T13:00:00.000Z`, end: `${day}T15:00:00.000Z` },
    });
    expect(await details(order.id)).toMatchObject({ technician: { id: ctx.sessions.tech.user.id }, service_date: order.service_date, time_slot: '09:00-11:00' });
  });

  describe('declining', () => {
    const decline = (id: string, body: object, who: 'tech' | 'tech2' | 'vendor' = 'tech2') =>
      ctx.http().post(`/api/orders/${id}/decline`).set('Authorization', ctx.as(who)).send(body);

    it('the technician gives a pending assignment back: the order is in the tray again, the vendor is told live', async () => {
      const vendor = connect(url, ctx.sessions.vendor.access_token);
      const technician = connect(url, ctx.sessions.tech2.access_token);
      sockets.push(vendor, technician);
      await Promise.all([connected(vendor), connected(technician)]);
      const order = await ctx.createOrder('vendor', { service_date: dateOn(1), time_slot: '10:00-12:00' });
      await assign(order.id, {}).expect(200);

      const isDecline = (event: OrderChangedEvent) => event.order.id === order.id && event.action === 'declined';
      const heard = Promise.all([nextEvent(vendor, REALTIME_EVENTS.orderChanged, isDecline), nextEvent(technician, REALTIME_EVENTS.orderChanged, isDecline)]);
      const res = await decline(order.id, { reason: '  Too far from my area  ' }).expect(200);
      expect(res.body).toMatchObject({ id: order.id, technician: null, status: 'pending', vendor_status: 'New', technician_status: '' });
      for (const event of await heard) expect(event.order).toMatchObject({ id: order.id, technician: null });

      expect((await details(order.id)).history.at(-1)).toMatchObject({ kind: 'declined', from: 'pending', to: 'pending', actor_role: 'technician', reason: 'Too far from my area' });
      const notifications = (await ctx.http().get('/api/notifications').set('Authorization', ctx.as('vendor')).expect(200)).body as NotificationList;
      const told = notifications.items.find((item) => item.type === 'order_declined' && item.data.order_id === order.id);
      expect(told?.data).toEqual({
        order_id: order.id,
        invoice_number: order.invoice_number,
        technician_id: tech2(),
        technician_name: 'Jordan Lee',
        reason: 'Too far from my area',
      } satisfies OrderDeclinedData);
      // The technician no longer sees it; the vendor may assign it again.
      await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as('tech2')).expect(404);
      await assign(order.id, {}).expect(200);
    });

    it('a reason is required, within the limit', async () => {
      const order = await ctx.createOrder('vendor', { service_date: dateOn(2), time_slot: '10:00-12:00' });
      await assign(order.id, {}).expect(200);
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
        expect((await decline(order.id, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
      }
      expect((await details(order.id)).technician).toMatchObject({ id: tech2() });
    });

    it('only while pending, only by its technician', async () => {
      const order = await ctx.createOrder('vendor', { service_date: dateOn(4), time_slot: '10:00-12:00' });
      await assign(order.id, {}).expect(200);
      await decline(order.id, { reason: 'no' }, 'tech').expect(404);
      await decline(order.id, { reason: 'no' }, 'vendor').expect(403);
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech2')).send({ to: 'accepted' }).expect(200);
      const res = await decline(order.id, { reason: 'changed my mind' }).expect(409);
      expect(res.body).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', message: 'This order cannot move from accepted to pending' });
      expect((await details(order.id)).status).toBe('accepted');
    });
  });
});
