import { EntityManager } from '@mikro-orm/postgresql';
import type { CompletionRequest, NotificationList, Order, OrderFinancials, VendorFinancialSettingsView } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

/** Issue 13's worked example as the technician enters it. */
const EXAMPLE: CompletionRequest = {
  labor: '200.00',
  parts_price: '150.00',
  parts_cost: '90.00',
  parts_paid_by: 'technician',
  tip: '20.00',
  resolution: 'Replaced the drain pump',
  payments: [{ method: 'cash', amount: '382.00', collected_by: 'technician' }],
};

const SETTINGS = {
  default_commission_pct: '50.00',
  tax_rate_pct: '8.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  settlement_week_start: 1,
  timezone: 'America/Los_Angeles',
};

describe('completing a job and its financials (issue 13)', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send(SETTINGS).expect(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const rows = <T>(sql: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(sql, params);

  /** A fresh order of the vendor's, assigned to tech2 and started, taxable at the vendor's rate. */
  async function startedOrder(): Promise<Order> {
    const order = await ctx.createOrder('vendor', { taxable: true });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200);
    for (const to of ['accepted', 'in_progress']) {
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech2')).send({ to }).expect(200);
    }
    return order;
  }
  const complete = (order: Order, completion: unknown, who: DemoUser = 'tech2') =>
    ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as(who)).send({ to: 'completed', completion });
  const financials = async (order: Order, who: DemoUser = 'vendor', method: 'get' | 'post' = 'get') =>
    (await ctx.http()[method](`/api/orders/${order.id}/financials`).set('Authorization', ctx.as(who)).expect(200)).body as OrderFinancials;

  it('new orders take the vendor’s tax rate as their default', async () => {
    const order = await ctx.createOrder('vendor');
    expect(order.tax_rate).toBe(8);
  });

  it('the worked example, cash to the technician: every line exact, and he owes the vendor 142.00', async () => {
    const order = await startedOrder();
    const done = await complete(order, EXAMPLE).expect(200);
    expect((done.body as Order).status).toBe('completed');
    expect(await financials(order, 'vendor', 'post')).toMatchObject({
      order_id: order.id,
      labor: '200.00',
      parts_price: '150.00',
      parts_cost: '90.00',
      tax: '12.00',
      total: '362.00',
      tips: '20.00',
      card_fees: '0.00',
      base: '260.00',
      commission_pct: '50.00',
      technician_share: '130.00',
      vendor_share: '130.00',
      technician_due: '240.00',
      collected_by_technician: '382.00',
      collected_by_vendor: '0.00',
      balance: '142.00',
      taxable: true,
      tax_rate_pct: '8.000',
      tax_labor: false,
      parts_paid_by: 'technician',
      resolution: 'Replaced the drain pump',
      payments: [{ method: 'cash', amount: '382.00', collected_by: 'technician' }],
    });
    // The technician reads the same lines; the other vendor and the other technician do not find the order.
    expect((await financials(order, 'tech2')).balance).toBe('142.00');
    for (const who of ['vendor2', 'tech'] as const) {
      const res = await ctx.http().get(`/api/orders/${order.id}/financials`).set('Authorization', ctx.as(who)).expect(404);
      expect(res.body.code).toBe('ORDER_NOT_FOUND');
    }
    // A technician does not trigger the calculation (the vendor's app does, SPEC.md §4).
    expect((await ctx.http().post(`/api/orders/${order.id}/financials`).set('Authorization', ctx.as('tech2')).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('the same order paid by card to the vendor: card fees 11.38, and the vendor owes the technician 234.31', async () => {
    const order = await startedOrder();
    await complete(order, { ...EXAMPLE, payments: [{ method: 'card', amount: '382.00', collected_by: 'vendor' }] }).expect(200);
    expect(await financials(order)).toMatchObject({ card_fees: '11.38', base: '248.62', technician_share: '124.31', technician_due: '234.31', balance: '-234.31' });
  });

  it('calculating again answers the same stored lines, and the background job wrote one row too', async () => {
    const order = await startedOrder();
    await complete(order, EXAMPLE).expect(200);
    const [first, second] = await Promise.all([financials(order, 'vendor', 'post'), financials(order, 'admin', 'post')]);
    expect(second).toEqual(first);
    expect(await financials(order, 'vendor', 'post')).toEqual(first);
    // pg-boss's job and the three calls above: one row for the one completion.
    const stored = await rows<{ n: number }>('select count(*)::int as n from order_financials where order_id = ?', [order.id]);
    expect(stored[0].n).toBe(1);
  });

  it('the background job calculates without anyone asking', async () => {
    const order = await startedOrder();
    await complete(order, EXAMPLE).expect(200);
    const deadline = Date.now() + 15_000;
    let stored: { balance: string }[] = [];
    while (!stored.length && Date.now() < deadline) {
      stored = await rows<{ balance: string }>('select balance from order_financials where order_id = ?', [order.id]);
      if (!stored.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored).toEqual([{ balance: '14200' }]);
  });

  it('completing notifies the vendor with the action calculate_financials', async () => {
    const order = await startedOrder();
    await complete(order, EXAMPLE).expect(200);
    const list = (await ctx.http().get('/api/notifications').query({ type: 'order_completed', unread: 'true' }).set('Authorization', ctx.as('vendor')).expect(200))
      .body as NotificationList;
    const mine = list.items.find((item) => item.data.order_id === order.id);
    expect(mine?.data).toMatchObject({ action: 'calculate_financials', invoice_number: order.invoice_number });
  });

  it.each<[string, unknown, string, string]>([
    ['no figures at all', undefined, 'completion', 'REQUIRED'],
    ['a negative labor', { ...EXAMPLE, labor: '-5.00' }, 'completion.labor', 'INVALID_AMOUNT'],
    ['three decimals', { ...EXAMPLE, tip: '1.005' }, 'completion.tip', 'INVALID_AMOUNT'],
    ['a number, not a string', { ...EXAMPLE, parts_cost: 90 }, 'completion.parts_cost', 'INVALID_AMOUNT'],
    ['labor missing', { ...EXAMPLE, labor: undefined }, 'completion.labor', 'REQUIRED'],
    ['a blank resolution', { ...EXAMPLE, resolution: '   ' }, 'completion.resolution', 'BLANK'],
    ['an unknown method', { ...EXAMPLE, payments: [{ method: 'crypto', amount: '1.00', collected_by: 'vendor' }] }, 'completion.payments.0.method', 'NOT_ONE_OF'],
    ['a zero payment', { ...EXAMPLE, payments: [{ method: 'cash', amount: '0.00', collected_by: 'vendor' }] }, 'completion.payments.0.amount', 'TOO_SMALL'],
  ])('refuses %s with a field error, and nothing is half-written', async (_name, completion, field, code) => {
    const order = await startedOrder();
    const res = await complete(order, completion).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    const [{ status }] = await rows<{ status: string }>('select status from orders where id = ?', [order.id]);
    expect(status).toBe('in_progress');
    expect(await rows('select id from order_completions where order_id = ?', [order.id])).toEqual([]);
    expect(await rows('select id from order_payments where order_id = ?', [order.id])).toEqual([]);
  });

  it('an order not completed yet has no financials: 409 ORDER_NOT_COMPLETED', async () => {
    const order = await startedOrder();
    const res = await ctx.http().post(`/api/orders/${order.id}/financials`).set('Authorization', ctx.as('vendor')).expect(409);
    expect(res.body).toMatchObject({ code: 'ORDER_NOT_COMPLETED', message: 'This order has no completed job to calculate yet' });
  });

  it('settings changed after completion never reach it; a job completed again after being sent back uses the new ones', async () => {
    const order = await startedOrder();
    await complete(order, EXAMPLE).expect(200);
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...SETTINGS, default_commission_pct: '60.00' }).expect(200);
    expect((await financials(order)).technician_share).toBe('130.00');
    // Sent back by the vendor, completed again: a new completion, with the commission now in force.
    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('vendor')).send({ to: 'in_progress', reason: 'Pump still leaks' }).expect(200);
    await complete(order, EXAMPLE).expect(200);
    const again = await financials(order, 'vendor', 'post');
    expect(again).toMatchObject({ commission_pct: '60.00', technician_share: '156.00', vendor_share: '104.00' });
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send(SETTINGS).expect(200);
  });

  it('a roster link’s commission override applies to its technician’s next completions', async () => {
    const tech2 = ctx.sessions.tech2.user.id;
    const patched = await ctx.http().patch(`/api/technicians/${tech2}`).set('Authorization', ctx.as('vendor')).send({ commission_pct: '40.00' }).expect(200);
    expect(patched.body.commission_rate).toBe(40);
    try {
      const order = await startedOrder();
      await complete(order, EXAMPLE).expect(200);
      expect(await financials(order)).toMatchObject({ commission_pct: '40.00', technician_share: '104.00', vendor_share: '156.00' });
    } finally {
      await ctx.http().patch(`/api/technicians/${tech2}`).set('Authorization', ctx.as('vendor')).send({ commission_pct: null }).expect(200);
    }
    // Another vendor cannot set it for a technician off its roster; a bad rate is a field error.
    await ctx.http().patch(`/api/technicians/${tech2}`).set('Authorization', ctx.as('vendor2')).send({ commission_pct: '10.00' }).expect(404);
    const bad = await ctx.http().patch(`/api/technicians/${tech2}`).set('Authorization', ctx.as('vendor')).send({ commission_pct: '140' }).expect(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'commission_pct', code: 'INVALID_PERCENT', max: 2 })]);
  });
});

describe('vendor financial settings (GET|PUT /api/vendor-settings)', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = async (who: DemoUser = 'vendor2') =>
    (await ctx.http().get('/api/vendor-settings').set('Authorization', ctx.as(who)).expect(200)).body as VendorFinancialSettingsView;

  it('a vendor that never saved any reads the defaults', async () => {
    expect(await get()).toEqual({
      default_commission_pct: '50.00',
      tax_rate_pct: '0.000',
      tax_labor: false,
      card_fee_pct: '2.90',
      card_fee_fixed: '0.30',
      settlement_week_start: 1,
      recall_window_days: 30,
      on_my_way_sms: true,
      customer_language: 'en',
      timezone: expect.any(String),
      updated_at: null,
    });
  });

  it('saves, answers the rates in the wire’s spelling, keeps history, and sets the vendor’s time zone', async () => {
    const saved = (await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor2')).send({ ...SETTINGS, tax_rate_pct: '8.25', card_fee_pct: '3' }).expect(200))
      .body as VendorFinancialSettingsView;
    expect(saved).toMatchObject({ tax_rate_pct: '8.250', card_fee_pct: '3.00', timezone: 'America/Los_Angeles', recall_window_days: 30, updated_at: expect.any(String) });
    expect(await get()).toEqual(saved);
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor2')).send(SETTINGS).expect(200);
    const history = await ctx.app
      .get(EntityManager)
      .fork()
      .execute<{ tax_rate_pct: string }[]>(
        'select s.tax_rate_pct from vendor_financial_settings s join vendors v on v.id = s.vendor_id join users u on u.id = v.user_id where u.email = ? order by s.created_at',
        ['vendor2@fixflow.test'],
      );
    expect(history.map((row) => row.tax_rate_pct)).toEqual(['8.250', '8.000']);
    // vendor (the other one) still has its own.
    expect((await get('vendor')).updated_at).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a commission over 100', { default_commission_pct: '101' }, 'default_commission_pct', 'INVALID_PERCENT'],
    ['a tax rate with four decimals', { tax_rate_pct: '8.0001' }, 'tax_rate_pct', 'INVALID_PERCENT'],
    ['a negative fixed fee', { card_fee_fixed: '-0.30' }, 'card_fee_fixed', 'INVALID_AMOUNT'],
    ['a week day 7', { settlement_week_start: 7 }, 'settlement_week_start', 'TOO_LARGE'],
    ['no time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'INVALID_TIME_ZONE'],
    ['a missing field', { tax_labor: undefined }, 'tax_labor', 'REQUIRED'],
    ['a recall window over a year', { recall_window_days: 366 }, 'recall_window_days', 'TOO_LARGE'],
    ['a recall window in part days', { recall_window_days: 1.5 }, 'recall_window_days', 'NOT_INTEGER'],
  ])('refuses %s with a field error and keeps what was saved', async (_name, change, field, code) => {
    const before = await get();
    const res = await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor2')).send({ ...SETTINGS, ...change }).expect(400);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    expect(await get()).toEqual(before);
  });

  it('is the vendor’s own: a technician and an admin are refused', async () => {
    for (const who of ['tech', 'admin'] as const) {
      const res = await ctx.http().get('/api/vendor-settings').set('Authorization', ctx.as(who));
      expect([res.status, res.body.code]).toEqual([404, 'VENDOR_NOT_FOUND']);
    }
  });

  it('the customer texts (issue 17): on_my_way_sms and customer_language are saved and read back, and kept when left out', async () => {
    const saved = (await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...SETTINGS, on_my_way_sms: false, customer_language: 'ru' }).expect(200))
      .body as VendorFinancialSettingsView;
    expect(saved).toMatchObject({ on_my_way_sms: false, customer_language: 'ru' });
    expect(await get('vendor')).toEqual(saved);
    // A client that does not know them (saving the money settings only) keeps them.
    const kept = (await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...SETTINGS, tax_rate_pct: '6.250' }).expect(200))
      .body as VendorFinancialSettingsView;
    expect(kept).toMatchObject({ tax_rate_pct: '6.250', on_my_way_sms: false, customer_language: 'ru' });
    expect(await get('vendor')).toEqual(kept);
    const refused = await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...SETTINGS, customer_language: 'de' }).expect(400);
    expect(refused.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'customer_language' })]));
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send({ ...SETTINGS, on_my_way_sms: 'yes' }).expect(400);
    expect(await get('vendor')).toEqual(kept);
  });
});
