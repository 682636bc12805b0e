import { EntityManager } from '@mikro-orm/postgresql';
import { type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';

describe('two dispatchers assigning one technician at the same instant', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each([2, 8])('%i overlapping assigns fired at once → exactly one 200, the rest 409 SLOT_TAKEN', async (racers) => {
    const date = freshDate();
    const orders = await Promise.all(
      Array.from({ length: racers }, (_, i) => ctx.createOrder(i % 2 ? 'vendor2' : 'vendor', { service_date: date, time_slot: i % 3 ? 'morning' : '10:00-14:00' })),
    );
    const results = await Promise.all(
      orders.map((order, i) =>
        ctx
          .http()
          .post(`/api/orders/${order.id}/assign`)
          .set('Authorization', ctx.as(i % 2 ? 'vendor2' : 'vendor'))
          .send({ technician_id: ctx.sessions.tech.user.id }),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(racers - 1).fill(409)]);
    for (const res of results.filter((r) => r.status === 409)) expect(res.body.code).toBe('SLOT_TAKEN');
    const [row] = await ctx.app.get(EntityManager).fork().execute<{ n: string }[]>(
      "select count(*) as n from orders where technician_id = ? and service_date = ?::date and status <> 'cancelled'",
      [ctx.sessions.tech.user.id, date],
    );
    expect(Number(row.n)).toBe(1);
  });

  it('the database refuses an overlap even when the API is bypassed', async () => {
    const date = freshDate();
    const [a, b] = await Promise.all([ctx.createOrder('vendor', { service_date: date }), ctx.createOrder('vendor', { service_date: date })]);
    const em = ctx.app.get(EntityManager).fork();
    await em.execute('update orders set technician_id = ? where id = ?', [ctx.sessions.tech2.user.id, a.id]);
    await expect(em.execute('update orders set technician_id = ? where id = ?', [ctx.sessions.tech2.user.id, b.id])).rejects.toMatchObject({ code: '23P01' });
  });
});
