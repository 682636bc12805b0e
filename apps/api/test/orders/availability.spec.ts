import { type BusySlot, DEFAULT_WEEKLY_HOURS, type TechnicianAvailability, type TimeOffEntry } from '@fixflow/contracts';
import { type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';
import { todayIn } from '../../src/scheduling/time-slots.js';
import { usableZone } from '../../src/common/time-zone.js';

describe('technician availability: weekly hours and time off', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a technician sets its week; its vendor reads it, another vendor does not find it', async () => {
    const week = [
      { weekday: 1, start: '08:00', end: '17:00' },
      { weekday: 2, start: '09:30', end: '18:00' },
    ];
    const res = await ctx.http().put('/api/technicians/me/availability/weekly-hours').set('Authorization', ctx.as('tech2')).send({ weekly_hours: week }).expect(200);
    expect((res.body as TechnicianAvailability).weekly_hours).toEqual(week);
    const seen = (await ctx.http().get(`/api/technicians/${ctx.sessions.tech2.user.id}/availability`).set('Authorization', ctx.as('vendor')).expect(200)).body as TechnicianAvailability;
    expect(seen.weekly_hours).toEqual(week);
    await ctx.http().get(`/api/technicians/${ctx.sessions.tech2.user.id}/availability`).set('Authorization', ctx.as('vendor2')).expect(404);
    const bad = await ctx.http().put('/api/technicians/me/availability/weekly-hours').set('Authorization', ctx.as('tech2')).send({ weekly_hours: [{ weekday: 1, start: '17:00', end: '08:00' }] }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'weekly_hours', message: 'weekly_hours must list each weekday once, each ending after it starts' }]);
    await ctx.http().put('/api/technicians/me/availability/weekly-hours').set('Authorization', ctx.as('vendor')).send({ weekly_hours: [] }).expect(403);
  });

  it('time off is a busy slot and refuses an assignment over it with 409 SLOT_TAKEN', async () => {
    // Working every day again (the test above left a two-day week): only the time off is in the way.
    await ctx.http().put('/api/technicians/me/availability/weekly-hours').set('Authorization', ctx.as('tech2')).send({ weekly_hours: DEFAULT_WEEKLY_HOURS }).expect(200);
    const date = freshDate();
    const off = (await ctx.http().post('/api/technicians/me/time-off').set('Authorization', ctx.as('tech2')).send({ date, time_slot: 'afternoon', reason: 'dentist' }).expect(201)).body as TimeOffEntry;
    expect(off).toMatchObject({ date, time_slot: 'afternoon', reason: 'dentist', start: `${date}T12:00:00.000Z`, end: `${date}T16:00:00.000Z` });
    const slots = (await ctx.http().get(`/api/technicians/${ctx.sessions.tech2.user.id}/busy-slots`).query({ start: date }).set('Authorization', ctx.as('vendor')).expect(200)).body as BusySlot[];
    expect(slots).toEqual([{ kind: 'time_off', date, start: off.start, end: off.end }]);
    const order = await ctx.createOrder('vendor', { service_date: date, time_slot: '13:00-14:00' });
    const res = await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(409);
    expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', slot: { kind: 'time_off', date } });
    await ctx.http().delete(`/api/technicians/me/time-off/${off.id}`).set('Authorization', ctx.as('tech')).expect(404);
    await ctx.http().delete(`/api/technicians/me/time-off/${off.id}`).set('Authorization', ctx.as('tech2')).expect(204);
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200);
  });

  it('time off for a day gone by is refused on its field and stores nothing; today is taken', async () => {
    const me = (await ctx.http().get('/api/me').set('Authorization', ctx.as('tech2')).expect(200)).body as { timezone: string | null };
    const today = todayIn(usableZone(me.timezone));
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = ((await ctx.http().get(`/api/technicians/${ctx.sessions.tech2.user.id}/availability`).set('Authorization', ctx.as('tech2')).expect(200)).body as TechnicianAvailability).time_off;
    for (const date of ['2020-01-01', yesterday]) {
      const res = await ctx.http().post('/api/technicians/me/time-off').set('Authorization', ctx.as('tech2')).send({ date, reason: 'too late' }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'date', message: 'date must be today or later' }] });
      expect(res.body.fields).toEqual([expect.objectContaining({ field: 'date', code: 'DATE_IN_PAST' })]);
    }
    const after = ((await ctx.http().get(`/api/technicians/${ctx.sessions.tech2.user.id}/availability`).set('Authorization', ctx.as('tech2')).expect(200)).body as TechnicianAvailability).time_off;
    expect(after).toEqual(before);
    const off = (await ctx.http().post('/api/technicians/me/time-off').set('Authorization', ctx.as('tech2')).send({ date: today, time_slot: 'evening' }).expect(201)).body as TimeOffEntry;
    expect(off).toMatchObject({ date: today, time_slot: 'evening' });
    await ctx.http().delete(`/api/technicians/me/time-off/${off.id}`).set('Authorization', ctx.as('tech2')).expect(204);
  });
});
