import { randomUUID } from 'node:crypto';
import type { Order, OrderDetails } from '@fixflow/contracts';
import { COMPLETION, type OrdersDbTestContext, ORDER_BODY, freshDate, startOrdersDbApp } from '../support/orders.js';

/**
 * Issues 19 and 20: `Idempotency-Key` on any signed-in write. A phone replaying its outbox, or a
 * form retried after a timeout, never does a thing twice: the same key and request answer the
 * first answer again; another request under the same key is refused.
 */
describe('Idempotency-Key (issues 19, 20)', () => {
  let ctx: OrdersDbTestContext;

  beforeAll(async () => {
    ctx = await startOrdersDbApp();
  });
  afterAll(() => ctx?.close());

  const create = (key: string | null, body: object, who: 'vendor' | 'vendor2' = 'vendor') => {
    const req = ctx.http().post('/api/orders').set('Authorization', ctx.as(who));
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const ordersNamed = (name: string) => ctx.count('select count(*)::int as n from orders where customer_name = ?', [name]);
  const move = (orderId: string, who: 'vendor' | 'tech', body: object, key?: string) => {
    const req = ctx.http().post(`/api/orders/${orderId}/transitions`).set('Authorization', ctx.as(who));
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const details = async (orderId: string) => (await ctx.http().get(`/api/orders/${orderId}`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderDetails;

  it('an order created twice with one key is created once, and the second answer is the first one', async () => {
    const key = randomUUID();
    const body = { ...ORDER_BODY, customer_name: 'Idem Once', service_date: freshDate() };
    const first = await create(key, body).expect(201);
    const again = await create(key, body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((again.body as Order).id).toBe((first.body as Order).id);
    expect((again.body as Order).invoice_number).toBe((first.body as Order).invoice_number);
    expect(await ordersNamed('Idem Once')).toBe(1);
  });

  it('without a key, two submits are two orders (as before)', async () => {
    const body = { ...ORDER_BODY, customer_name: 'Idem Twice', service_date: freshDate() };
    await create(null, body).expect(201);
    await create(null, body).expect(201);
    expect(await ordersNamed('Idem Twice')).toBe(2);
  });

  it('the same key with another body is refused with 422 and does nothing', async () => {
    const key = randomUUID();
    await create(key, { ...ORDER_BODY, customer_name: 'Idem Reused', service_date: freshDate() }).expect(201);
    const refused = await create(key, { ...ORDER_BODY, customer_name: 'Idem Reused 2', service_date: freshDate() }).set('Accept-Language', 'ru').expect(422);
    expect(refused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'Этот Idempotency-Key уже использован для другого запроса' });
    expect(await ordersNamed('Idem Reused 2')).toBe(0);
  });

  it('a key belongs to its user: another vendor sending the same key creates its own order', async () => {
    const key = randomUUID();
    const body = { ...ORDER_BODY, customer_name: 'Idem Scoped', service_date: freshDate() };
    const mine = await create(key, body, 'vendor').expect(201);
    const theirs = await create(key, body, 'vendor2').expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((theirs.body as Order).id).not.toBe((mine.body as Order).id);
  });

  it('a malformed key is 400 IDEMPOTENCY_KEY_INVALID', async () => {
    const refused = await create('short', { ...ORDER_BODY, service_date: freshDate() }).expect(400);
    expect(refused.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('six submits at once with one key create one order; each answer is that order or "still being processed"', async () => {
    const key = randomUUID();
    const body = { ...ORDER_BODY, customer_name: 'Idem Race', service_date: freshDate() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(key, body)));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => (answer.body as Order).id)).size).toBe(1);
    for (const answer of answers.filter((one) => one.status !== 201)) expect(answer.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(await ordersNamed('Idem Race')).toBe(1);
    // Once settled, the key answers the order again.
    const settled = await create(key, body).expect(201);
    expect((settled.body as Order).id).toBe((created[0].body as Order).id);
  });

  it('a technician’s replayed moves (start, complete with figures) apply once: one history line each, one completion', async () => {
    const order = await ctx.assignedOrder();
    await move(order.id, 'tech', { to: 'accepted' }).expect(200);
    const [start, complete] = [randomUUID(), randomUUID()];
    for (let round = 0; round < 2; round += 1) {
      await move(order.id, 'tech', { to: 'in_progress' }, start).expect(200);
      const done = await move(order.id, 'tech', { to: 'completed', completion: COMPLETION }, complete).expect(200);
      expect((done.body as Order).status).toBe('completed');
      expect(done.headers['idempotent-replayed']).toBe(round === 0 ? undefined : 'true');
    }
    const history = (await details(order.id)).history.filter((line) => line.kind === 'status');
    expect(history.map((line) => line.to)).toEqual(expect.arrayContaining(['accepted', 'in_progress', 'completed']));
    expect(history.filter((line) => line.to === 'in_progress')).toHaveLength(1);
    expect(history.filter((line) => line.to === 'completed')).toHaveLength(1);
    expect(await ctx.count('select count(*)::int as n from order_completions where order_id = ?', [order.id])).toBe(1);
  });

  it('a refusal is kept too: the same key meets the same refusal even once the move would be allowed', async () => {
    const order = await ctx.assignedOrder();
    const key = randomUUID();
    const first = await move(order.id, 'tech', { to: 'in_progress' }, key).expect(409);
    expect(first.body.code).toBe('TRANSITION_NOT_ALLOWED');
    await move(order.id, 'tech', { to: 'accepted' }).expect(200);
    const again = await move(order.id, 'tech', { to: 'in_progress' }, key).expect(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await details(order.id)).status).toBe('accepted');
  });

  it('a personal booking replayed is one booking', async () => {
    const key = randomUUID();
    const body = { service_date: freshDate(), time_slot: '09:00-10:00', customer_name: 'Idem Dentist' };
    const first = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech')).set('Idempotency-Key', key).send(body).expect(201);
    const again = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech')).set('Idempotency-Key', key).send(body).expect(201);
    expect((again.body as Order).id).toBe((first.body as Order).id);
    expect(await ordersNamed('Idem Dentist')).toBe(1);
  });

  it('a key claimed by a write whose process died before answering: "still being processed", then "already carried out"', async () => {
    const [young, old] = [randomUUID(), randomUUID()];
    const userId = ctx.sessions.vendor.user.id;
    const body = { ...ORDER_BODY, customer_name: 'Idem Crashed', service_date: freshDate() };
    // What a claim inside the write's transaction leaves when the process dies before the answer is stored.
    const fingerprintOf = async (key: string) => {
      await create(key, body).expect(201);
      const [row] = await ctx.orm.em.fork().execute<{ fingerprint: string }[]>('select fingerprint from idempotency_keys where user_id = ? and key = ?', [userId, key]);
      return row.fingerprint;
    };
    for (const [key, age] of [[young, '5 seconds'], [old, '5 minutes']] as const) {
      await fingerprintOf(key);
      await ctx.orm.em.fork().execute(`update idempotency_keys set response_status = null, response_body = null, created_at = now() - ?::interval where user_id = ? and key = ?`, [age, userId, key]);
    }
    expect((await create(young, body).expect(409)).body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect((await create(old, body).expect(409)).body.code).toBe('IDEMPOTENT_REQUEST_DONE');
    expect(await ordersNamed('Idem Crashed')).toBe(2);
  });

  it('a key older than 7 days is forgotten: the request runs again', async () => {
    const key = randomUUID();
    const body = { ...ORDER_BODY, customer_name: 'Idem Expired', service_date: freshDate() };
    await create(key, body).expect(201);
    await ctx.orm.em.fork().execute(`update idempotency_keys set created_at = now() - interval '8 days' where key = ?`, [key]);
    const again = await create(key, body).expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersNamed('Idem Expired')).toBe(2);
  });
});
