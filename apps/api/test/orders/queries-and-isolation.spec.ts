import type { Order, OrderList } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';

describe('listing, looking up, and who may see which order', () => {
  let ctx: OrdersTestContext;
  let own: Order;
  let assignedToTech: Order;
  beforeAll(async () => {
    ctx = await startOrdersApp();
    own = await ctx.createOrder('vendor', { customer_name: 'Olga Petrova', phone: '512-555-0101', address: '7 Birch Lane' });
    assignedToTech = await ctx.createOrder('vendor', { customer_name: 'Victor Hugo' });
    await ctx.http().post(`/api/orders/${assignedToTech.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const list = async (who: DemoUser, query: Record<string, string | number> = {}) =>
    ((await ctx.http().get('/api/orders').query(query).set('Authorization', ctx.as(who)).expect(200)).body as OrderList);
  const lookup = (who: DemoUser, identifier: string) =>
    ctx.http().get(`/api/orders/lookup/${encodeURIComponent(identifier)}`).set('Authorization', ctx.as(who));

  it('filters by status, technician, date range and text over invoice, customer name, phone and address', async () => {
    const ids = async (query: Record<string, string>) => (await list('vendor', query)).items.map((order) => order.id);
    expect(await ids({ search: 'olga' })).toEqual([own.id]);
    expect(await ids({ search: '555-0101'.replace('-', '') })).toEqual([own.id]);
    expect(await ids({ search: 'birch' })).toEqual([own.id]);
    expect(await ids({ search: own.invoice_number })).toEqual([own.id]);
    expect(await ids({ search: '100%_' })).toEqual([]);
    expect(await ids({ technician_id: ctx.sessions.tech.user.id })).toEqual([assignedToTech.id]);
    expect(await ids({ date_from: own.service_date, date_to: own.service_date })).toEqual([own.id]);
    expect(await ids({ status: 'closed' })).toEqual([]);
    await ctx.http().get('/api/orders').query({ status: 'lost' }).set('Authorization', ctx.as('vendor')).expect(400);
  });

  it('keyset pages: every order once, newest first, then no cursor', async () => {
    for (let i = 0; i < 5; i += 1) await ctx.createOrder('vendor', { service_date: freshDate() });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: OrderList = await list('vendor', cursor ? { limit: 2, cursor } : { limit: 2 });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((order) => order.id));
      cursor = page.next_cursor;
    } while (cursor);
    const all = (await list('vendor', { limit: 100 })).items.map((order) => order.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(7);
    await ctx.http().get('/api/orders').query({ cursor: 'garbage' }).set('Authorization', ctx.as('vendor')).expect(400);
  });

  it('looks up by uuid, exact invoice with or without INV-, invoice suffix, then id suffix', async () => {
    const number = own.invoice_number.slice(4);
    for (const identifier of [own.id, own.invoice_number, number, own.invoice_number.toLowerCase(), own.id.slice(-6)]) {
      expect((await lookup('vendor', identifier).expect(200)).body.id).toBe(own.id);
    }
    const suffix = await lookup('vendor', number.slice(-2)).expect(200);
    expect((suffix.body as Order).invoice_number.endsWith(number.slice(-2))).toBe(true);
  });

  it('not found → 404 \'Order not found with identifier: {id}\'', async () => {
    const res = await lookup('vendor', 'INV-999999999').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found with identifier: INV-999999999' });
    const ru = await lookup('vendor', 'zzz').set('Accept-Language', 'ru').expect(404);
    expect(ru.body.message).toBe('Заказ не найден по идентификатору: zzz');
  });

  // Tenant isolation: every order endpoint answers 404 (never 403) outside the caller's scope.
  describe.each<[string, DemoUser]>([
    ['another vendor', 'vendor2'],
    ['a technician not assigned to it', 'tech2'],
  ])('%s', (_who, outsider) => {
    it('does not see it in the list, the lookup, or by id', async () => {
      const ids = (await list(outsider, { limit: 100 })).items.map((order) => order.id);
      expect(ids).not.toContain(own.id);
      for (const identifier of [own.id, own.invoice_number, own.invoice_number.slice(4), own.id.slice(-8)]) {
        await lookup(outsider, identifier).expect(404);
      }
      const res = await ctx.http().get(`/api/orders/${own.id}`).set('Authorization', ctx.as(outsider)).expect(404);
      expect(res.body.code).toBe('ORDER_NOT_FOUND');
    });

    it('cannot edit, assign or move it: 404', async () => {
      await ctx.http().patch(`/api/orders/${own.id}`).set('Authorization', ctx.as(outsider)).send({ city: 'Nowhere' }).expect(404);
      await ctx.http().post(`/api/orders/${own.id}/transitions`).set('Authorization', ctx.as(outsider)).send({ to: 'cancelled', reason: 'mine now' }).expect(404);
      const assign = await ctx.http().post(`/api/orders/${own.id}/assign`).set('Authorization', ctx.as(outsider)).send({ technician_id: ctx.sessions.tech.user.id });
      // A technician may assign nothing, so the role guard refuses before any lookup (whatever the id); a vendor gets not found.
      expect(assign.status).toBe(outsider === 'tech2' ? 403 : 404);
    });
  });

  it('the assigned technician sees its order but may not edit the vendor\'s record', async () => {
    expect((await list('tech')).items.map((order) => order.id)).toEqual([assignedToTech.id]);
    await ctx.http().get(`/api/orders/${assignedToTech.id}`).set('Authorization', ctx.as('tech')).expect(200);
    await lookup('tech', assignedToTech.invoice_number).expect(200);
    await ctx.http().patch(`/api/orders/${assignedToTech.id}`).set('Authorization', ctx.as('tech')).send({ city: 'X' }).expect(403);
  });

  it('an admin sees every vendor\'s orders', async () => {
    const other = await ctx.createOrder('vendor2');
    const ids = (await list('admin', { limit: 100 })).items.map((order) => order.id);
    expect(ids).toEqual(expect.arrayContaining([own.id, other.id]));
    await lookup('admin', other.invoice_number).expect(200);
  });

  it('busy slots of a technician off the vendor\'s roster: 404', async () => {
    await ctx.http().get(`/api/technicians/${ctx.sessions.tech2.user.id}/busy-slots`).query({ start: '2027-01-01' }).set('Authorization', ctx.as('vendor2')).expect(404);
    await ctx.http().get(`/api/technicians/${ctx.sessions.tech.user.id}/busy-slots`).query({ start: '2027-01-01' }).set('Authorization', ctx.as('tech2')).expect(404);
  });
});
