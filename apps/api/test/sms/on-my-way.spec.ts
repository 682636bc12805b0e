import type { Order, SmsMessage, SmsThread } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

const SETTINGS = {
  default_commission_pct: '50.00',
  tax_rate_pct: '0.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  settlement_week_start: 1,
  timezone: 'America/Chicago',
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Issue 17 item 4: when the technician taps "On my way", the customer gets a text (through issue
 * 10's transport: here the local one, which records it) with the technician's name and the window,
 * in the vendor's customer language; the vendor's setting turns it off; an opted-out customer
 * gets nothing. Both demo vendors have tech (Sam Rivera) on their rosters.
 */
describe('"On my way" texts the customer (issue 17)', () => {
  let ctx: OrdersTestContext;
  let sid = 0;

  beforeAll(async () => {
    ctx = await startOrdersApp();
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send(SETTINGS).expect(200);
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor2')).send({ ...SETTINGS, customer_language: 'ru' }).expect(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const move = (order: Order, to: string) => ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech')).send({ to }).expect(200);
  /** An order of `vendor` for the customer at `phone`, assigned to tech and accepted: the next move is "On my way". */
  async function acceptedOrder(vendor: DemoUser, phone: string, serviceDate: string): Promise<Order> {
    const order = await ctx.createOrder(vendor, { phone, service_date: serviceDate, time_slot: 'morning' });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as(vendor)).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
    await move(order, 'accepted');
    return order;
  }
  const thread = async (vendor: DemoUser, customerId: string) =>
    ((await ctx.http().get(`/api/customers/${customerId}/messages`).set('Authorization', ctx.as(vendor)).expect(200)).body as SmsThread).items;
  const recorded = (vendor: DemoUser, customerId: string) =>
    until(() => thread(vendor, customerId), (items) => items.some((item) => item.direction === 'out' && item.status === 'recorded'), 'the recorded text');

  it('the customer gets the technician’s name and the window, in English on the vendor’s clock', async () => {
    const order = await acceptedOrder('vendor', '(512) 555-0171', '2027-03-02');
    await move(order, 'en_route');
    const [text] = (await recorded('vendor', order.customer_id as string)).filter((item) => item.direction === 'out');
    expect(text).toMatchObject<Partial<SmsMessage>>({
      customer_id: order.customer_id,
      to: '+15125550171',
      status: 'recorded',
      author_id: null,
      body: 'Acme Appliance Repair: your technician Sam Rivera is on the way. Arrival window: Tue, Mar 2, 08:00–12:00.',
    });
    // The admins' record of what the local transport "sent" shows it too.
    const outbox = (await ctx.http().get('/api/admin/sms-outbox').set('Authorization', ctx.as('admin')).expect(200)).body as SmsMessage[];
    expect(outbox.map((item) => item.id)).toContain(text.id);
  });

  it('in Russian for a vendor whose customer language is ru', async () => {
    const order = await acceptedOrder('vendor2', '(512) 555-0172', '2027-03-03');
    await move(order, 'en_route');
    const [text] = (await recorded('vendor2', order.customer_id as string)).filter((item) => item.direction === 'out');
    expect(text.body).toBe('Brightline Home Services: мастер Sam Rivera уже в пути. Время прибытия: ср, 3 мар., 08:00–12:00.');
  });

  it('the vendor’s setting off: nothing is sent', async () => {
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...SETTINGS, on_my_way_sms: false }).expect(200);
    try {
      const order = await acceptedOrder('vendor', '(512) 555-0173', '2027-03-04');
      await move(order, 'en_route');
      // The text would be queued before the move answers: none was.
      expect(await thread('vendor', order.customer_id as string)).toEqual([]);
    } finally {
      await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...SETTINGS, on_my_way_sms: true }).expect(200);
    }
  });

  it('a customer who replied STOP gets nothing; the move stands', async () => {
    const order = await acceptedOrder('vendor', '(512) 555-0174', '2027-03-05');
    sid += 1;
    await ctx
      .http()
      .post('/api/sms/incoming')
      .type('form')
      .send({ MessageSid: `SMonmyway${String(sid).padStart(24, '0')}`, From: '+15125550174', To: '+15125550100', Body: 'STOP', NumMedia: '0' })
      .expect(200);
    const moved = (await move(order, 'en_route')).body as Order;
    expect(moved.status).toBe('en_route');
    const items = await thread('vendor', order.customer_id as string);
    expect(items.map((item) => [item.direction, item.body])).toEqual([['in', 'STOP']]);
  });
});
