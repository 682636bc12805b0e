import { EntityManager } from '@mikro-orm/postgresql';
import {
  type Appliance,
  type ApplianceList,
  type CreateOrderRequest,
  type CustomerDetails,
  type Order,
  type OrderChangedEvent,
  type OrderDetails,
  REALTIME_EVENTS,
} from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import { type DemoUser, type OrdersTestContext, startOrdersApp, transitionBody } from '../support/orders.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';

/**
 * Issue 14 items 1–2 through HTTP, as the vendor and the technician use them: appliances recorded
 * with orders, the technician filling the serial on site, recalls found within the vendor's window
 * and charged to the technician who was there last, the vendor's "not a recall", the customer's
 * rating when closing, and whose side cancelled. Tenants stay apart.
 */
describe('appliances, recalls and ratings (issue 14)', () => {
  let ctx: OrdersTestContext;
  /** The vendor's socket: the recall and rating writes broadcast order.changed like every order write. */
  let vendorSocket: Socket;
  let phone = 0;
  beforeAll(async () => {
    ctx = await startOrdersApp();
    // Sockets need a listening server, before any request is made through it.
    vendorSocket = connect(await listen(ctx.app), ctx.sessions.vendor.access_token);
    await connected(vendorSocket);
  });
  afterAll(async () => {
    vendorSocket?.disconnect();
    await ctx?.close();
  });

  const vendorHears = (order: Order, check: (event: OrderChangedEvent) => boolean) =>
    nextEvent<OrderChangedEvent>(vendorSocket, REALTIME_EVENTS.orderChanged, (event) => event.order.id === order.id && event.action === 'updated' && check(event));

  const rows = <T>(sql: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(sql, params);
  /** A customer of its own for each test (orders upsert the customer by phone). */
  const freshPhone = () => `(512) 555-${String(2000 + ++phone)}`;
  const post = (path: string, who: DemoUser, body: object) => ctx.http().post(path).set('Authorization', ctx.as(who)).send(body);
  const move = (order: Order, who: DemoUser, body: object) => post(`/api/orders/${order.id}/transitions`, who, body);
  const details = async (order: Order, who: DemoUser = 'vendor') =>
    (await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as(who)).expect(200)).body as OrderDetails;
  const decide = (order: Order, body: object, who: DemoUser = 'vendor') => ctx.http().put(`/api/orders/${order.id}/recall`).set('Authorization', ctx.as(who)).send(body);
  /** The coded field problems of a 400 (a missing value is reported once, as REQUIRED). */
  const fieldsOf = (body: { fields?: { field: string; code?: string }[] }) =>
    (body.fields ?? []).filter((problem) => problem.code).map(({ field, code }) => ({ field, code }));

  /** The order assigned to tech2, who accepts, starts and completes it (issue 13's completion figures). */
  async function completeByTech2(order: Order): Promise<void> {
    await post(`/api/orders/${order.id}/assign`, 'vendor', { technician_id: ctx.sessions.tech2.user.id }).expect(200);
    for (const body of [{ to: 'accepted' }, { to: 'in_progress' }, transitionBody('completed')]) await move(order, 'tech2', body).expect(200);
  }

  it('an order records a new appliance; the vendor closes it with a rating; a second visit within 30 days is a recall charged to tech2', async () => {
    const customer = { phone: freshPhone() };
    const first = await ctx.createOrder('vendor', { ...customer, appliance: { type: 'Washer', brand: 'Whirlpool', install_date: '2020-03-01' } });
    expect(first.appliance_id).toEqual(expect.any(String));
    expect(first.appliance_type).toBe('Refrigerator');
    expect(first.recall_of_order_id).toBeNull();

    // The vendor sees the appliance on the customer and in its list.
    const customerDetails = (await ctx.http().get(`/api/customers/${first.customer_id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as CustomerDetails;
    expect(customerDetails.appliances).toEqual([
      expect.objectContaining({ id: first.appliance_id, type: 'Washer', brand: 'Whirlpool', model: null, serial: null, install_date: '2020-03-01' }),
    ]);
    expect((await details(first)).appliance).toMatchObject({ id: first.appliance_id, type: 'Washer' });

    await completeByTech2(first);
    const closed = await move(first, 'vendor', { to: 'closed', rating: 4 }).expect(200);
    expect((closed.body as Order).rating).toBe(4);

    // The same appliance again, at another address: a recall of the first, charged to tech2.
    const second = await ctx.createOrder('vendor', { ...customer, address: '99 Other Rd', appliance_id: first.appliance_id });
    expect(second).toMatchObject({ appliance_id: first.appliance_id, recall_of_order_id: first.id, recall_status: 'suspected' });
    expect((await details(second)).recall).toEqual({
      status: 'suspected',
      original_order_id: first.id,
      original_invoice_number: first.invoice_number,
      technician_id: ctx.sessions.tech2.user.id,
      technician_name: expect.any(String),
      original_completed_at: expect.any(String),
      dismissed_reason: null,
      dismissed_at: null,
    });
    // The first order repeats nothing: no recall to decide on.
    const none = await decide(first, { is_recall: false, reason: 'x' }).expect(409);
    expect(none.body).toMatchObject({ code: 'NOT_A_RECALL', message: 'This order does not repeat an earlier one' });
  });

  it('outside the window it is no recall; inside it is; with no appliance the same address and type decide', async () => {
    const customer = { phone: freshPhone() };
    const first = await ctx.createOrder('vendor', customer);
    await completeByTech2(first);
    const completedAgo = (days: number) => rows('update order_completions set completed_at = now() - make_interval(days => ?) where order_id = ?', [days, first.id]);

    await completedAgo(40);
    expect((await ctx.createOrder('vendor', customer)).recall_of_order_id).toBeNull();
    await completedAgo(20);
    expect(await ctx.createOrder('vendor', customer)).toMatchObject({ recall_of_order_id: first.id, recall_status: 'suspected' });
    // Another appliance type at the address is another machine.
    expect((await ctx.createOrder('vendor', { ...customer, appliance_type: 'Dryer' })).recall_of_order_id).toBeNull();

    // A longer window (a vendor setting) reaches the 40-day-old completion.
    const settings = (await ctx.http().get('/api/vendor-settings').set('Authorization', ctx.as('vendor')).expect(200)).body;
    const { updated_at: _saved, ...editable } = settings;
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...editable, recall_window_days: 60 }).expect(200);
    try {
      await completedAgo(40);
      expect((await ctx.createOrder('vendor', customer)).recall_of_order_id).toBe(first.id);
    } finally {
      await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...editable, recall_window_days: 30 }).expect(200);
    }
  });

  it('the vendor dismisses a recall only with a reason; an edit keeps the dismissal of the same link; another appliance unlinks it', async () => {
    const customer = { phone: freshPhone() };
    const first = await ctx.createOrder('vendor', { ...customer, appliance: { type: 'Dishwasher' } });
    await completeByTech2(first);
    const second = await ctx.createOrder('vendor', { ...customer, appliance_id: first.appliance_id });
    expect(second.recall_status).toBe('suspected');

    for (const body of [{ is_recall: false }, { is_recall: false, reason: '   ' }]) {
      const refused = await decide(second, body).expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(refused.body)).toEqual([{ field: 'reason', code: 'REQUIRED' }]);
    }
    const heard = vendorHears(second, (event) => event.order.recall_status === 'dismissed');
    const dismissed = (await decide(second, { is_recall: false, reason: 'Customer dropped the door, a new fault' }).expect(200)).body as OrderDetails;
    expect((await heard).order.recall_of_order_id).toBe(first.id);
    expect(dismissed.recall_status).toBe('dismissed');
    expect(dismissed.recall).toMatchObject({ status: 'dismissed', original_order_id: first.id, dismissed_reason: 'Customer dropped the door, a new fault', dismissed_at: expect.any(String) });
    const [stored] = await rows<{ recall_dismissed_by: string }>('select recall_dismissed_by from orders where id = ?', [second.id]);
    expect(stored.recall_dismissed_by).toBe(ctx.sessions.vendor.user.id);

    // Editing the address judges it again: the same link, so the vendor's word stands.
    await ctx.http().patch(`/api/orders/${second.id}`).set('Authorization', ctx.as('vendor')).send({ address: '1 New St' }).expect(200);
    expect((await details(second)).recall).toMatchObject({ status: 'dismissed', dismissed_reason: 'Customer dropped the door, a new fault' });

    // A recall after all: suspected again, the dismissal forgotten.
    const back = (await decide(second, { is_recall: true }).expect(200)).body as OrderDetails;
    expect(back.recall).toMatchObject({ status: 'suspected', dismissed_reason: null, dismissed_at: null });

    // Pointing the order at another appliance of the customer: no longer a recall.
    const other = (await post(`/api/customers/${first.customer_id}/appliances`, 'vendor', { type: 'Oven' }).expect(201)).body as Appliance;
    const moved = (await ctx.http().patch(`/api/orders/${second.id}`).set('Authorization', ctx.as('vendor')).send({ appliance_id: other.id }).expect(200)).body as Order;
    expect(moved).toMatchObject({ appliance_id: other.id, recall_of_order_id: null, recall_status: null });
    expect((await details(second)).recall).toBeNull();
  });

  it('another vendor finds neither the appliance nor the recall, and cannot point its orders at them', async () => {
    const customer = { phone: freshPhone() };
    const first = await ctx.createOrder('vendor', { ...customer, appliance: { type: 'Freezer' } });
    await completeByTech2(first);
    const second = await ctx.createOrder('vendor', { ...customer, appliance_id: first.appliance_id });

    expect((await ctx.http().get(`/api/customers/${first.customer_id}/appliances`).set('Authorization', ctx.as('vendor2')).expect(404)).body.code).toBe('CUSTOMER_NOT_FOUND');
    expect((await post(`/api/customers/${first.customer_id}/appliances`, 'vendor2', { type: 'Oven' }).expect(404)).body.code).toBe('CUSTOMER_NOT_FOUND');
    expect((await ctx.http().patch(`/api/appliances/${first.appliance_id}`).set('Authorization', ctx.as('vendor2')).send({ serial: 'X' }).expect(404)).body.code).toBe(
      'APPLIANCE_NOT_FOUND',
    );
    expect((await decide(second, { is_recall: false, reason: 'not mine' }, 'vendor2').expect(404)).body.code).toBe('ORDER_NOT_FOUND');
    expect((await ctx.http().put(`/api/orders/${first.id}/rating`).set('Authorization', ctx.as('vendor2')).send({ rating: 1 }).expect(404)).body.code).toBe('ORDER_NOT_FOUND');

    // vendor2's own order for a customer with the same phone cannot take vendor's appliance.
    const foreign = await post('/api/orders', 'vendor2', { ...ORDER_FOR(customer.phone), appliance_id: first.appliance_id }).expect(400);
    expect(fieldsOf(foreign.body)).toEqual([{ field: 'appliance_id', code: 'UNKNOWN_APPLIANCE' }]);
    // Nor can vendor take another customer's appliance of its own.
    const elsewhere = await post('/api/orders', 'vendor', { ...ORDER_FOR(freshPhone()), appliance_id: first.appliance_id }).expect(400);
    expect(fieldsOf(elsewhere.body)).toEqual([{ field: 'appliance_id', code: 'UNKNOWN_APPLIANCE' }]);
  });

  it('the technician of an open order reads the appliances and fills the serial, never the type; once closed it finds it no more', async () => {
    const order = await ctx.createOrder('vendor', { phone: freshPhone(), appliance: { type: 'Range' } });
    const patch = (body: object, who: DemoUser = 'tech2') => ctx.http().patch(`/api/appliances/${order.appliance_id}`).set('Authorization', ctx.as(who)).send(body);
    const list = (who: DemoUser) => ctx.http().get(`/api/customers/${order.customer_id}/appliances`).set('Authorization', ctx.as(who));

    // Not yet assigned: nothing to see.
    await list('tech2').expect(404);
    await patch({ serial: 'SN-1' }).expect(404);
    await post(`/api/orders/${order.id}/assign`, 'vendor', { technician_id: ctx.sessions.tech2.user.id }).expect(200);
    expect(((await list('tech2').expect(200)).body as ApplianceList).items.map((item) => item.id)).toEqual([order.appliance_id]);
    await list('tech').expect(404);

    const filled = (await patch({ brand: 'GE', model: 'JB645', serial: 'SN-778' }).expect(200)).body as Appliance;
    expect(filled).toMatchObject({ type: 'Range', brand: 'GE', model: 'JB645', serial: 'SN-778' });
    expect((await patch({ type: 'Oven' }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await patch({ serial: 'SN-9', install_date: '2021-01-01' }).expect(403)).body.code).toBe('FORBIDDEN');
    await patch({ serial: 'SN-1' }, 'tech').expect(404);
    // The vendor may change any field.
    expect(((await patch({ type: 'Gas range', install_date: '2019-05-02' }, 'vendor').expect(200)).body as Appliance).install_date).toBe('2019-05-02');

    for (const body of [{ to: 'accepted' }, { to: 'in_progress' }, transitionBody('completed')]) await move(order, 'tech2', body).expect(200);
    await move(order, 'vendor', { to: 'closed' }).expect(200);
    await patch({ serial: 'SN-2' }).expect(404);
    // Still one of its customer's orders: the list stays readable.
    await list('tech2').expect(200);
  });

  it('appliance fields are checked: type required up to 80 characters, a real install date not in the future', async () => {
    const order = await ctx.createOrder('vendor', { phone: freshPhone() });
    const create = (body: object) => post(`/api/customers/${order.customer_id}/appliances`, 'vendor', body);
    const cases: [object, string, string][] = [
      [{}, 'type', 'REQUIRED'],
      [{ type: '  ' }, 'type', 'BLANK'],
      [{ type: 'x'.repeat(81) }, 'type', 'TOO_LONG'],
      [{ type: 'Washer', serial: 's'.repeat(81) }, 'serial', 'TOO_LONG'],
      [{ type: 'Washer', install_date: '2021-02-30' }, 'install_date', 'INVALID_DATE'],
      [{ type: 'Washer', install_date: '2099-01-01' }, 'install_date', 'DATE_IN_FUTURE'],
      [{ type: 'Washer', colour: 'white' }, 'colour', 'NOT_ALLOWED'],
    ];
    for (const [body, field, code] of cases) {
      const res = await create(body).expect(400);
      expect({ body, fields: fieldsOf(res.body) }).toEqual({ body, fields: [{ field, code }] });
    }
    const made = (await create({ type: ' Washer ', brand: '', install_date: '2024-02-29' }).expect(201)).body as Appliance;
    expect(made).toMatchObject({ type: 'Washer', brand: null, install_date: '2024-02-29', customer_id: order.customer_id });

    // The same rules inside an order body, named by their path.
    const nested = await post('/api/orders', 'vendor', { ...ORDER_FOR(freshPhone()), appliance: { type: 'Washer', install_date: '2099-01-01' } }).expect(400);
    expect(fieldsOf(nested.body)).toEqual([{ field: 'appliance.install_date', code: 'DATE_IN_FUTURE' }]);
    const both = await post('/api/orders', 'vendor', { ...ORDER_FOR(freshPhone()), appliance: { type: 'Washer' }, appliance_id: made.id }).expect(400);
    expect(fieldsOf(both.body)).toEqual([{ field: 'appliance', code: 'NOT_ALLOWED' }]);
    // A refused order leaves no appliance behind.
    expect((await rows<{ n: number }>("select count(*)::int as n from appliances where serial is null and install_date = '2099-01-01'"))[0].n).toBe(0);
  });

  it('the rating: 1–5 with the close, changed or cleared by the vendor on a closed order only', async () => {
    const order = await ctx.createOrder('vendor', { phone: freshPhone() });
    const rate = (body: object, who: DemoUser = 'vendor') => ctx.http().put(`/api/orders/${order.id}/rating`).set('Authorization', ctx.as(who)).send(body);

    expect((await rate({ rating: 5 }).expect(409)).body).toMatchObject({ code: 'ORDER_NOT_CLOSED', message: 'Only a closed order can be rated' });
    expect(fieldsOf((await move(order, 'vendor', { to: 'cancelled', reason: 'x', rating: 3 }).expect(400)).body)).toEqual([{ field: 'rating', code: 'NOT_ALLOWED' }]);
    await completeByTech2(order);
    for (const [rating, code] of [[6, 'TOO_LARGE'], [0, 'TOO_SMALL'], [4.5, 'NOT_INTEGER'], ['5', 'NOT_INTEGER']] as const) {
      expect(fieldsOf((await move(order, 'vendor', { to: 'closed', rating }).expect(400)).body)).toContainEqual({ field: 'rating', code });
    }
    const closed = (await move(order, 'vendor', { to: 'closed' }).expect(200)).body as Order;
    expect(closed.rating).toBeNull();

    const heard = vendorHears(order, (event) => event.order.rating === 5);
    expect(((await rate({ rating: 5 }).expect(200)).body as Order).rating).toBe(5);
    await heard;
    expect(fieldsOf((await rate({ rating: 9 }).expect(400)).body)).toEqual([{ field: 'rating', code: 'TOO_LARGE' }]);
    expect(fieldsOf((await rate({}).expect(400)).body)).toEqual([{ field: 'rating', code: 'REQUIRED' }]);
    expect((await rate({ rating: 2 }, 'tech2').expect(403)).body.code).toBe('FORBIDDEN');
    expect(((await rate({ rating: null }).expect(200)).body as Order).rating).toBeNull();
    expect(((await rate({ rating: 3 }, 'admin').expect(200)).body as Order).rating).toBe(3);
  });

  it('a cancellation records whose side called it off: the company unless told', async () => {
    const byCustomer = await ctx.createOrder('vendor', { phone: freshPhone() });
    const byCompany = await ctx.createOrder('vendor', { phone: freshPhone() });
    await move(byCustomer, 'vendor', { to: 'cancelled', reason: 'Customer fixed it himself', cancel_side: 'customer' }).expect(200);
    await move(byCompany, 'vendor', { to: 'cancelled', reason: 'No technician free' }).expect(200);
    const last = async (order: Order) => (await details(order)).history.at(-1);
    expect(await last(byCustomer)).toMatchObject({ to: 'cancelled', cancel_side: 'customer' });
    expect(await last(byCompany)).toMatchObject({ to: 'cancelled', cancel_side: 'company' });
    expect((await details(byCompany)).history[0].cancel_side).toBeNull();

    const open = await ctx.createOrder('vendor', { phone: freshPhone() });
    expect(fieldsOf((await move(open, 'vendor', { to: 'cancelled', reason: 'x', cancel_side: 'nobody' }).expect(400)).body)).toEqual([
      { field: 'cancel_side', code: 'NOT_ONE_OF' },
    ]);
    await post(`/api/orders/${open.id}/assign`, 'vendor', { technician_id: ctx.sessions.tech2.user.id }).expect(200);
    expect(fieldsOf((await move(open, 'tech2', { to: 'accepted', cancel_side: 'customer' }).expect(400)).body)).toEqual([{ field: 'cancel_side', code: 'NOT_ALLOWED' }]);
  });
});

/** An order body for a customer by phone (the rest as the support's ORDER_BODY spells it). */
function ORDER_FOR(phone: string): CreateOrderRequest {
  return {
    customer_name: 'Jane Doe',
    phone,
    service_date: '2027-09-01',
    time_slot: 'morning',
    address: '12 Elm St',
    appliance_type: 'Refrigerator',
  };
}
