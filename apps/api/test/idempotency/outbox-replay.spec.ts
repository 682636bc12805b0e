import { randomUUID } from 'node:crypto';
import type { Offer, OrderDetails, TimeOffEntry } from '@fixflow/contracts';
import { type OrdersDbTestContext, freshDate, startOrdersDbApp } from '../support/orders.js';

/**
 * Issue 19: the technician's outbox replays each queued action with the Idempotency-Key it was
 * first sent with (a phone that lost the answer, or a second tab). The endpoints the lead's
 * idempotency.spec.ts leaves out — decline, time off added and removed, an offer taken — apply once.
 */
describe('a technician’s outbox replayed twice (issue 19)', () => {
  let ctx: OrdersDbTestContext;

  beforeAll(async () => {
    ctx = await startOrdersDbApp();
  });
  afterAll(() => ctx?.close());

  const keyed = (method: 'post' | 'delete', path: string, key: string, body?: object) => {
    const req = ctx.http()[method](path).set('Authorization', ctx.as('tech')).set('Idempotency-Key', key);
    return body ? req.send(body) : req;
  };

  it('a decline sent twice gives the order back once: one history line, and the answer is the first one', async () => {
    const order = await ctx.assignedOrder();
    const key = randomUUID();
    const first = await keyed('post', `/api/orders/${order.id}/decline`, key, { reason: 'Too far from my area' }).expect(200);
    const again = await keyed('post', `/api/orders/${order.id}/decline`, key, { reason: 'Too far from my area' }).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const details = (await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderDetails;
    expect(details.technician_id).toBeNull();
    expect(details.history.filter((line) => line.kind === 'declined')).toHaveLength(1);
  });

  it('time off added twice is one entry; removed twice is removed once, and the second answer is the first', async () => {
    const date = freshDate();
    const add = randomUUID();
    const first = await keyed('post', '/api/technicians/me/time-off', add, { date, time_slot: 'morning', reason: 'Dentist' }).expect(201);
    const again = await keyed('post', '/api/technicians/me/time-off', add, { date, time_slot: 'morning', reason: 'Dentist' }).expect(201);
    expect((again.body as TimeOffEntry).id).toBe((first.body as TimeOffEntry).id);
    expect(await ctx.count('select count(*)::int as n from technician_time_off where technician_id = ? and date = ?', [ctx.sessions.tech.user.id, date])).toBe(1);

    const remove = randomUUID();
    const id = (first.body as TimeOffEntry).id;
    const removed = await keyed('delete', `/api/technicians/me/time-off/${id}`, remove);
    const removedAgain = await keyed('delete', `/api/technicians/me/time-off/${id}`, remove);
    expect(removedAgain.status).toBe(removed.status);
    expect(removedAgain.headers['idempotent-replayed']).toBe('true');
    // Without the key the same removal now finds nothing: the replay did not run it again.
    await ctx.http().delete(`/api/technicians/me/time-off/${id}`).set('Authorization', ctx.as('tech')).expect(404);
  });

  it('an offer taken twice is taken once: the second answer is the first, not "already taken"', async () => {
    const order = await ctx.createOrder('vendor');
    const offer = (await ctx.http().post(`/api/orders/${order.id}/offer`).set('Authorization', ctx.as('vendor')).send({}).expect(201)).body as Offer;
    const key = randomUUID();
    const first = await keyed('post', `/api/offers/${offer.id}/take`, key);
    expect(first.status).toBeLessThan(300);
    const again = await keyed('post', `/api/offers/${offer.id}/take`, key);
    expect(again.status).toBe(first.status);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const details = (await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderDetails;
    expect(details).toMatchObject({ status: 'accepted', technician_id: ctx.sessions.tech.user.id });
    expect(details.history.filter((line) => line.kind === 'offer_taken')).toHaveLength(1);
  });
});
