import { EntityManager } from '@mikro-orm/postgresql';
import type { Order, TimeOffEntry } from '@fixflow/contracts';
import { type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';

/**
 * Time off is busy time like an order, in both directions: an order cannot be put into a
 * technician's time off, and time off cannot be put over a technician's live order. The database
 * holds the rule (technician_busy_ranges), so it also holds under races and outside the API.
 */
describe('time off clashes with orders like orders clash with each other', () => {
  let ctx: OrdersTestContext;
  const db = () => ctx.app.get(EntityManager).fork();
  const tech2 = () => ctx.sessions.tech2.user.id;

  const addTimeOff = (date: string, timeSlot: string, who: 'tech' | 'tech2' = 'tech2') =>
    ctx.http().post('/api/technicians/me/time-off').set('Authorization', ctx.as(who)).send({ date, time_slot: timeSlot });
  const assign = (order: Order, technicianId = tech2()) =>
    ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: technicianId });
  const move = (order: Order, to: string, who: 'vendor' | 'tech2', reason?: string) =>
    ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as(who)).send({ to, ...(reason ? { reason } : {}) });

  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('an order into time off', () => {
    it('an assignment over a time off answers 409 with the time off; one beside it is fine', async () => {
      const date = freshDate();
      const off = (await addTimeOff(date, 'morning').expect(201)).body as TimeOffEntry;
      const inside = await ctx.createOrder('vendor', { service_date: date, time_slot: '09:00-10:00' });
      const res = await assign(inside).expect(409);
      expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', message: 'The technician is already busy at that time' });
      expect(res.body.slot).toEqual({ kind: 'time_off', date, start: off.start, end: off.end });
      const beside = await ctx.createOrder('vendor', { service_date: date, time_slot: 'afternoon' });
      await assign(beside).expect(200);
    });

    it('moving an assigned order\'s slot into time off answers 409 with the time off', async () => {
      const date = freshDate();
      const order = await ctx.createOrder('vendor', { service_date: date, time_slot: 'evening' });
      await assign(order).expect(200);
      await addTimeOff(date, 'morning').expect(201);
      const res = await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ time_slot: '11:00-13:00' }).expect(409);
      expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', slot: { kind: 'time_off', date } });
    });

    it('a personal booking over a time off answers 409 with the time off', async () => {
      const date = freshDate();
      await addTimeOff(date, 'all_day').expect(201);
      const res = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech2')).send({ service_date: date, time_slot: 'afternoon' }).expect(409);
      expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', slot: { kind: 'time_off', date } });
    });

    it('an order left in time off from before the database checked it cannot be accepted until it is moved', async () => {
      const date = freshDate();
      const order = await ctx.createOrder('vendor', { service_date: date, time_slot: 'morning' });
      await assign(order).expect(200);
      // What the migration leaves for such an order: no busy range, so the time off goes in.
      await db().execute('delete from technician_busy_ranges where order_id = ?', [order.id]);
      await addTimeOff(date, 'morning').expect(201);
      const res = await move(order, 'accepted', 'tech2').expect(409);
      expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', slot: { kind: 'time_off', date } });
      await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ time_slot: 'evening' }).expect(200);
      await move(order, 'accepted', 'tech2').expect(200);
    });
  });

  describe('time off over an order', () => {
    it('is refused over an assigned order, pending or accepted, naming the order; once it is cancelled the time off goes in', async () => {
      const date = freshDate();
      const order = await ctx.createOrder('vendor', { service_date: date, time_slot: 'afternoon' });
      await assign(order).expect(200);
      const pending = await addTimeOff(date, 'all_day').expect(409);
      expect(pending.body).toMatchObject({ code: 'SLOT_TAKEN', slot: { kind: 'order', order_id: order.id, date, start: order.starts_at, end: order.ends_at } });
      await move(order, 'accepted', 'tech2').expect(200);
      await addTimeOff(date, '13:00-14:00').expect(409);
      // Another technician's order is not in the way.
      await addTimeOff(date, 'all_day', 'tech').expect(201);
      await move(order, 'cancelled', 'vendor', 'Customer called off').expect(200);
      await addTimeOff(date, 'all_day').expect(201);
    });

    it('is refused over the technician\'s own personal booking; time off over time off is fine', async () => {
      const date = freshDate();
      const booking = (await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech2')).send({ service_date: date, time_slot: 'morning' }).expect(201)).body as Order;
      const res = await addTimeOff(date, 'all_day').expect(409);
      expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', slot: { kind: 'personal', order_id: booking.id } });
      await addTimeOff(date, 'evening').expect(201);
      await addTimeOff(date, '17:00-18:00').expect(201);
    });
  });

  it.each([1, 2, 3])('a time off and an assignment racing for one range (round %i): exactly one of them wins', async () => {
    const date = freshDate();
    const order = await ctx.createOrder('vendor', { service_date: date, time_slot: 'morning' });
    const [assigned, timeOff] = await Promise.all([assign(order), addTimeOff(date, '10:00-11:00')]);
    const outcome = `assign ${assigned.status}, time off ${timeOff.status}`;
    expect(['assign 200, time off 409', 'assign 409, time off 201']).toContain(outcome);
    expect((assigned.status === 409 ? assigned : timeOff).body).toMatchObject({ code: 'SLOT_TAKEN' });
  });

  it('the database refuses either direction even when the API is bypassed', async () => {
    const date = freshDate();
    const off = (await addTimeOff(date, 'morning').expect(201)).body as TimeOffEntry;
    const order = await ctx.createOrder('vendor', { service_date: date, time_slot: 'morning' });
    await expect(db().execute('update orders set technician_id = ? where id = ?', [tech2(), order.id])).rejects.toMatchObject({ code: '23P01' });

    await db().execute('delete from technician_time_off where id = ?', [off.id]);
    await db().execute('update orders set technician_id = ? where id = ?', [tech2(), order.id]);
    await expect(
      db().execute("insert into technician_time_off (id, technician_id, date, time_slot, time_range) values (gen_random_uuid(), ?, ?::date, 'morning', ?::tstzrange)", [
        tech2(),
        date,
        `[${order.starts_at},${order.ends_at})`,
      ]),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
