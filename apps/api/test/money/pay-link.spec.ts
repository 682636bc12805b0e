import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { CompletionRequest, Order, OrderFinancials, PaymentLink, PaymentList } from '@fixflow/contracts';
import { COMPLETION, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

const WEBHOOK_SECRET = 'whsec_fixflowtest';

/**
 * A local Stripe-compatible API, started by the test: it answers POST /v1/checkout/sessions as
 * Stripe does (the fields our code reads) and keeps what it was sent. No network is reached.
 */
async function startStripe(): Promise<{ url: string; sessions: URLSearchParams[]; close(): Promise<void> }> {
  const sessions: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions' || !request.headers.authorization?.startsWith('Bearer sk_test_')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'unknown' } }));
        return;
      }
      const form = new URLSearchParams(body);
      sessions.push(form);
      const id = `cs_test_${sessions.length}`;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}`, amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, sessions, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A webhook delivery as Stripe sends it: the event's JSON, signed with the endpoint's secret. */
function delivery(event: object, secret = WEBHOOK_SECRET): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const paidEvent = (sessionId: string, orderId: string, amount: number) => ({
  id: `evt_${sessionId}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: amount, metadata: { order_id: orderId }, client_reference_id: orderId } },
});

describe('pay links through Stripe Checkout (issue 13 item 6)', () => {
  let ctx: OrdersTestContext;
  let stripe: Awaited<ReturnType<typeof startStripe>>;

  beforeAll(async () => {
    stripe = await startStripe();
    ctx = await startOrdersApp({}, { STRIPE_SECRET_KEY: 'sk_test_fixflow', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({
      default_commission_pct: '50.00',
      tax_rate_pct: '8.000',
      tax_labor: false,
      card_fee_pct: '2.90',
      card_fee_fixed: '0.30',
      settlement_week_start: 1,
      timezone: 'America/Los_Angeles',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  async function completedJob(completion: CompletionRequest): Promise<Order> {
    const order = await ctx.createOrder('vendor', { taxable: true });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200);
    for (const body of [{ to: 'accepted' }, { to: 'in_progress' }, { to: 'completed', completion }]) {
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech2')).send(body).expect(200);
    }
    return order;
  }
  const link = (order: Order) => ctx.http().post(`/api/orders/${order.id}/payment-link`).set('Authorization', ctx.as('vendor'));
  const webhook = (body: { payload: string; signature: string }) =>
    ctx.http().post('/api/payments/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', body.signature).send(body.payload);
  const financials = async (order: Order) => (await ctx.http().get(`/api/orders/${order.id}/financials`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderFinancials;

  it('the customer pays what is owed online; the payment is recorded once, however often Stripe repeats it', async () => {
    const order = await completedJob({ ...COMPLETION, payments: [] });
    const made = (await link(order).expect(200)).body as PaymentLink;
    // Total 362.00 + the 20.00 tip, nothing paid yet.
    expect(made).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/), amount: '382.00' });
    const sessionId = made.url.split('/').at(-1)!;
    const sent = stripe.sessions.at(-1)!;
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('38200');
    expect(sent.get('line_items[0][price_data][product_data][name]')).toBe(`Invoice ${order.invoice_number}`);
    expect(sent.get('metadata[order_id]')).toBe(order.id);
    // The customer comes back to the site, to the order's invoice by an unguessable token.
    const success = new URL(sent.get('success_url')!);
    expect(success.pathname).toBe('/payment-success');
    const token = success.searchParams.get('invoice')!;
    // Stripe puts the session's id where {CHECKOUT_SESSION_ID} stands: the page asks about that payment.
    expect(success.searchParams.get('session_id')).toBe('{CHECKOUT_SESSION_ID}');
    expect(new URL(sent.get('cancel_url')!).searchParams.get('invoice')).toBe(token);
    const before = await ctx.http().get(`/api/invoices/${token}`).expect(200);
    expect(before.body).toMatchObject({ invoice_number: order.invoice_number, vendor_name: 'Acme Appliance Repair', customer_name: 'Jane Doe', total: '362.00', tips: '20.00', paid: '0.00', balance_due: '382.00' });
    expect(before.body.checkout).toBeNull();
    // Back from Stripe before its webhook arrived: the page must not say the payment went through.
    const returned = () => ctx.http().get(`/api/invoices/${token}`).query({ session_id: sessionId }).expect(200);
    expect((await returned()).body.checkout).toEqual({ session_id: sessionId, recorded: false });

    const paid = delivery(paidEvent(sessionId, order.id, 38200));
    expect((await webhook(paid).expect(200)).body).toEqual({ received: true });
    await webhook(paid).expect(200);
    await webhook(delivery(paidEvent(sessionId, order.id, 38200))).expect(200);

    const payments = (await ctx.http().get('/api/payments').query({ method: 'online' }).set('Authorization', ctx.as('vendor')).expect(200)).body as PaymentList;
    expect(payments.items.filter((p) => p.order_id === order.id).map((p) => [p.amount, p.collected_by, p.source])).toEqual([['382.00', 'vendor', 'pay_link']]);
    // Online payments carry the card fee: the order's money follows (base 248.62, the vendor owes the technician 234.31).
    expect(await financials(order)).toMatchObject({ collected_by_vendor: '382.00', card_fees: '11.38', base: '248.62', balance: '-234.31' });
    // The customer's page now reads paid in full.
    expect((await ctx.http().get(`/api/invoices/${token}`).expect(200)).body).toMatchObject({ paid: '382.00', balance_due: '0.00', payments: [{ method: 'online', amount: '382.00' }] });
    expect((await returned()).body.checkout).toEqual({ session_id: sessionId, recorded: true });
    // Another order's token with this session, or a session id that is none, says nothing was paid / is refused.
    const other = await completedJob({ ...COMPLETION, payments: [] });
    await link(other).expect(200);
    const otherToken = new URL(stripe.sessions.at(-1)!.get('success_url')!).searchParams.get('invoice')!;
    expect(otherToken).not.toBe(token);
    expect((await ctx.http().get(`/api/invoices/${otherToken}`).query({ session_id: sessionId }).expect(200)).body.checkout).toEqual({ session_id: sessionId, recorded: false });
    expect((await ctx.http().get(`/api/invoices/${token}`).query({ session_id: "'; drop table orders; --" }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    // A token changed by one character, or made up from the order's id, shows nothing.
    const [idPart, tagPart] = token.split('.');
    const flipped = `${idPart}.${tagPart.startsWith('A') ? 'B' : 'A'}${tagPart.slice(1)}`;
    // The tag's last character carries 4 unused bits: another spelling of the same bytes is refused too.
    const last = tagPart.at(-1)!;
    const respelled = `${idPart}.${tagPart.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) ^ 1)}`;
    for (const bad of [flipped, respelled, idPart, `${idPart}.`, 'not-a-token', `${Buffer.from(order.id.replaceAll('-', ''), 'hex').toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAA`]) {
      expect((await ctx.http().get(`/api/invoices/${bad}`).expect(404)).body.code).toBe('INVOICE_NOT_FOUND');
    }
    // Paid in full: a new link has nothing to ask for.
    expect((await link(order).expect(409)).body).toMatchObject({ code: 'NOTHING_DUE', message: 'The customer owes nothing on this order' });
  });

  it('a link asks only for what is still owed after what was taken on the job', async () => {
    const order = await completedJob({ ...COMPLETION, payments: [{ method: 'cash', amount: '100.00', collected_by: 'technician' }] });
    expect(((await link(order).expect(200)).body as PaymentLink).amount).toBe('282.00');
  });

  it('refuses a webhook whose signature does not match, and records nothing', async () => {
    const order = await completedJob({ ...COMPLETION, payments: [] });
    const forged = delivery(paidEvent('cs_test_forged', order.id, 38200), 'whsec_someoneelse');
    const res = await webhook(forged).expect(400);
    expect(res.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    // The right signature over other bytes is no better.
    const genuine = delivery(paidEvent('cs_test_forged', order.id, 100));
    await webhook({ payload: genuine.payload.replace('"amount_total":100', '"amount_total":999999'), signature: genuine.signature }).expect(400);
    await ctx.http().post('/api/payments/stripe/webhook').set('content-type', 'application/json').send(genuine.payload).expect(400);
    expect((await financials(order)).collected_by_vendor).toBe('0.00');
  });

  it('acknowledges the events it does not act on', async () => {
    await webhook(delivery({ id: 'evt_other', object: 'event', type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } })).expect(200);
  });

  it('a link for an order not completed is refused; a technician cannot make one', async () => {
    const order = await ctx.createOrder('vendor');
    expect((await link(order).expect(409)).body.code).toBe('ORDER_NOT_COMPLETED');
    const done = await completedJob(COMPLETION);
    expect((await ctx.http().post(`/api/orders/${done.id}/payment-link`).set('Authorization', ctx.as('tech2')).expect(403)).body.code).toBe('FORBIDDEN');
  });
});

describe('pay links without Stripe keys', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('are refused with a clear message: payments are recorded by hand', async () => {
    const order = await ctx.createOrder('vendor');
    const res = await ctx.http().post(`/api/orders/${order.id}/payment-link`).set('Authorization', ctx.as('vendor')).expect(409);
    expect(res.body).toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED', message: 'Online payments are not set up: record the payment by hand (cash, check or card terminal)' });
    const ru = await ctx.http().post(`/api/orders/${order.id}/payment-link`).set('Authorization', ctx.as('vendor')).set('Accept-Language', 'ru').expect(409);
    expect(ru.body.message).toBe('Онлайн-оплата не настроена: запишите платёж вручную (наличные, чек или терминал)');
    await ctx.http().post('/api/payments/stripe/webhook').send({}).expect(409);
  });
});
