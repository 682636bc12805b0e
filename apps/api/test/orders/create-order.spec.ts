import { EntityManager } from '@mikro-orm/postgresql';
import type { Customer, Order } from '@fixflow/contracts';
import { ORDER_BODY, type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';

describe('POST /api/orders (SPEC.md §7 "Create order")', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const customersOf = async (vendorUserId: string) =>
    ctx.app.get(EntityManager).fork().execute<Customer[]>(
      'select c.* from customers c join vendors v on v.id = c.vendor_id where v.user_id = ? order by c.phone',
      [vendorUserId],
    );

  it('without a session → 401 \'You must be logged in to create orders\' (in Russian on request)', async () => {
    const res = await ctx.http().post('/api/orders').send(ORDER_BODY).expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'NOT_LOGGED_IN_CREATE_ORDER', message: 'You must be logged in to create orders' });
    const ru = await ctx.http().post('/api/orders').set('Accept-Language', 'ru').send(ORDER_BODY).expect(401);
    expect(ru.body.message).toBe('Чтобы создавать заказы, войдите в систему');
  });

  it.each(['tech', 'admin'] as const)('a %s has no vendor record → 404 \'Vendor not found\'', async (who) => {
    const res = await ctx.http().post('/api/orders').set('Authorization', ctx.as(who)).send(ORDER_BODY).expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'VENDOR_NOT_FOUND', message: 'Vendor not found' });
  });

  it('creates a pending / New order with INV- + the platform sequence and the slot in the vendor\'s timezone', async () => {
    const date = freshDate();
    const order = await ctx.createOrder('vendor', { service_date: date, time_slot: 'afternoon', email: '', invoice_message: '  ' });
    expect(order).toMatchObject({
      invoice_number: expect.stringMatching(/^INV-\d+$/),
      order_source: 'phone',
      customer_name: 'Jane Doe',
      phone: '+15125550134',
      email: null,
      invoice_message: null,
      service_date: date,
      time_slot: 'afternoon',
      status: 'pending',
      vendor_status: 'New',
      technician_status: '',
      technician: null,
      taxable: false,
      tax_rate: 0,
    });
    expect(order.starts_at).toBe(`${date}T12:00:00.000Z`);
    expect(order.ends_at).toBe(`${date}T16:00:00.000Z`);
    const next = await ctx.createOrder('vendor2');
    expect(Number(next.invoice_number.slice(4))).toBeGreaterThan(Number(order.invoice_number.slice(4)));
  });

  it('upserts the customer by vendor and E.164 phone, splitting the name on spaces', async () => {
    const first = await ctx.createOrder('vendor', { customer_name: 'Mary Ann van Dyke', phone: '512-555-0199', city: '' });
    const again = await ctx.createOrder('vendor', { customer_name: 'Mary', phone: '+1 (512) 555 0199', email: 'mary@example.test' });
    expect(first.city).toBeNull();
    expect(again.customer_id).toBe(first.customer_id);
    const other = await ctx.createOrder('vendor2', { customer_name: 'Mary Ann', phone: '5125550199' });
    expect(other.customer_id).not.toBe(first.customer_id);
    const mine = (await customersOf(ctx.sessions.vendor.user.id)).filter((customer) => customer.phone === '+15125550199');
    expect(mine).toEqual([
      // The second call's fields win; the empty city of the first was stored as null and is now known.
      expect.objectContaining({ first_name: 'Mary', last_name: null, email: 'mary@example.test', city: 'Austin', address: '12 Elm St' }),
    ]);
  });

  it('bad input → 400 naming each field, and nothing is written', async () => {
    const before = await customersOf(ctx.sessions.vendor.user.id);
    const res = await ctx
      .http()
      .post('/api/orders')
      .set('Authorization', ctx.as('vendor'))
      .send({ customer_name: '', phone: 'call me', service_date: '2027-02-30', time_slot: 'night', email: 'nope', tax_rate: 150 })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const fields = new Set((res.body.errors as { field: string }[]).map((error) => error.field));
    expect([...fields].sort()).toEqual(['customer_name', 'email', 'phone', 'service_date', 'tax_rate', 'time_slot']);
    expect(await customersOf(ctx.sessions.vendor.user.id)).toHaveLength(before.length);
  });

  it('one transaction: when the order cannot be written, the customer is not either', async () => {
    const em = ctx.app.get(EntityManager).fork();
    await em.execute(`alter table orders add constraint test_refuse_order check (customer_name <> 'Refused Person')`);
    try {
      await ctx.http().post('/api/orders').set('Authorization', ctx.as('vendor')).send({ ...ORDER_BODY, customer_name: 'Refused Person', phone: '512-555-0177' }).expect(500);
    } finally {
      await em.execute('alter table orders drop constraint test_refuse_order');
    }
    const customers = await customersOf(ctx.sessions.vendor.user.id);
    expect(customers.find((customer) => customer.phone === '+15125550177')).toBeUndefined();
  });

  it('an exact window is stored as given', async () => {
    const order: Order = await ctx.createOrder('vendor', { time_slot: '09:30-11:00' });
    expect([order.starts_at.slice(11, 16), order.ends_at.slice(11, 16)]).toEqual(['09:30', '11:00']);
  });
});
