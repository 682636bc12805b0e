import type { Customer, CustomerDetails, CustomerList, TechnicianSummary } from '@fixflow/contracts';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';

describe('customers and the vendor\'s roster', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('POST /api/customers splits the name, normalizes the phone, and a known phone updates that customer', async () => {
    const res = await ctx.http().post('/api/customers').set('Authorization', ctx.as('vendor')).send({ name: 'Ada  Lovelace King', phone: '(512) 555-0111', email: '' }).expect(201);
    expect(res.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace King', phone: '+15125550111', email: null });
    const again = await ctx.http().post('/api/customers').set('Authorization', ctx.as('vendor')).send({ name: 'Ada', phone: '+15125550111', city: 'Austin' }).expect(201);
    expect(again.body).toMatchObject({ id: res.body.id, first_name: 'Ada', last_name: null, city: 'Austin' });
    const bad = await ctx.http().post('/api/customers').set('Authorization', ctx.as('vendor')).send({ name: '', phone: 'x' }).expect(400);
    expect((bad.body.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(['name', 'phone']);
  });

  it('lists with search and keyset pages, and shows a customer with its orders', async () => {
    const order = await ctx.createOrder('vendor', { customer_name: 'Grace Hopper', phone: '512-555-0122' });
    for (const [name, phone] of [['Alan Turing', '512-555-0133'], ['Edsger Dijkstra', '512-555-0144']]) {
      await ctx.http().post('/api/customers').set('Authorization', ctx.as('vendor')).send({ name, phone }).expect(201);
    }
    const search = (await ctx.http().get('/api/customers').query({ search: 'hopper' }).set('Authorization', ctx.as('vendor')).expect(200)).body as CustomerList;
    expect(search.items.map((customer) => customer.id)).toEqual([order.customer_id]);
    const byPhone = (await ctx.http().get('/api/customers').query({ search: '(512) 555-0133' }).set('Authorization', ctx.as('vendor')).expect(200)).body as CustomerList;
    expect(byPhone.items.map((customer) => customer.first_name)).toEqual(['Alan']);
    const seen: Customer[] = [];
    let cursor: string | null = null;
    do {
      const page: CustomerList = (await ctx.http().get('/api/customers').query(cursor ? { limit: 1, cursor } : { limit: 1 }).set('Authorization', ctx.as('vendor')).expect(200)).body;
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen.map((customer) => customer.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    const details = (await ctx.http().get(`/api/customers/${order.customer_id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as CustomerDetails;
    expect(details).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', phone: '+15125550122' });
    expect(details.orders.map((o) => o.id)).toEqual([order.id]);
  });

  it('another vendor\'s customer is not found; technicians have no customers list', async () => {
    const order = await ctx.createOrder('vendor', { customer_name: 'Private Person', phone: '512-555-0155' });
    const res = await ctx.http().get(`/api/customers/${order.customer_id}`).set('Authorization', ctx.as('vendor2')).expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' });
    const list = (await ctx.http().get('/api/customers').set('Authorization', ctx.as('vendor2')).expect(200)).body as CustomerList;
    expect(list.items.map((customer) => customer.id)).not.toContain(order.customer_id);
    await ctx.http().get('/api/customers').set('Authorization', ctx.as('tech')).expect(403);
    await ctx.http().get(`/api/customers/${order.customer_id}`).set('Authorization', ctx.as('admin')).expect(200);
  });

  // Issue 11 §3 changed this contract: adding is an invitation (202) the technician accepts, and
  // an email of nobody is answered alike instead of 404 TECHNICIAN_EMAIL_NOT_FOUND (roster-invitations.spec.ts).
  it('a vendor adds a registered technician by email (once it accepts) and removes it again', async () => {
    const roster = async () =>
      ((await ctx.http().get('/api/technicians').set('Authorization', ctx.as('vendor2')).expect(200)).body as TechnicianSummary[]).map((t) => t.email);
    expect(await roster()).toEqual(['tech@fixflow.test']);
    const invited = await ctx.http().post('/api/technicians').set('Authorization', ctx.as('vendor2')).send({ email: ' Tech2@Fixflow.test ', commission_rate: 35 }).expect(202);
    expect(invited.body).toMatchObject({ email: 'tech2@fixflow.test', commission_rate: 35, status: 'invited' });
    expect(await roster()).toEqual(['tech@fixflow.test']);
    await ctx.http().post(`/api/roster-invitations/${invited.body.id}/accept`).set('Authorization', ctx.as('tech2')).expect(200);
    const added = (await ctx.http().get(`/api/technicians/${ctx.sessions.tech2.user.id}`).set('Authorization', ctx.as('vendor2')).expect(200)).body as TechnicianSummary;
    expect(added).toMatchObject({ email: 'tech2@fixflow.test', commission_rate: 35 });
    expect((await roster()).sort()).toEqual(['tech2@fixflow.test', 'tech@fixflow.test']);
    const twice = await ctx.http().post('/api/technicians').set('Authorization', ctx.as('vendor2')).send({ email: 'tech2@fixflow.test' }).expect(409);
    expect(twice.body.message).toBe('The technician is already on your roster');
    await ctx.http().delete(`/api/technicians/${added.id}`).set('Authorization', ctx.as('vendor2')).expect(204);
    await ctx.http().delete(`/api/technicians/${added.id}`).set('Authorization', ctx.as('vendor2')).expect(404);
    expect(await roster()).toEqual(['tech@fixflow.test']);
    await ctx.http().post('/api/technicians').set('Authorization', ctx.as('tech')).send({ email: 'tech2@fixflow.test' }).expect(403);
  });
});
