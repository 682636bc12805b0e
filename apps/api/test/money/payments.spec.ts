import type { CompletionRequest, Order, OrderFinancials, PaymentList } from '@fixflow/contracts';
import { COMPLETION, type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

const SETTINGS = {
  default_commission_pct: '50.00',
  tax_rate_pct: '8.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  settlement_week_start: 1,
  timezone: 'America/Los_Angeles',
};

/** yyyy-mm-dd in the vendor's zone, `days` from today. */
const dayIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SETTINGS.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

describe('payments (issue 13 item 6)', () => {
  let ctx: OrdersTestContext;
  const orders: Record<string, Order> = {};

  beforeAll(async () => {
    ctx = await startOrdersApp();
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send(SETTINGS).expect(200);
    orders.cash = await completedJob(COMPLETION);
    orders.card = await completedJob({ ...COMPLETION, payments: [{ method: 'card', amount: '382.00', collected_by: 'vendor' }] });
    orders.split = await completedJob({
      ...COMPLETION,
      payments: [
        { method: 'check', amount: '200.00', collected_by: 'vendor' },
        { method: 'cash', amount: '182.00', collected_by: 'technician' },
      ],
    });
    orders.unpaid = await completedJob({ ...COMPLETION, payments: [] });
    // Another vendor's payment never shows in this vendor's list.
    const theirs = await ctx.createOrder('vendor2', { taxable: true });
    await ctx.http().post(`/api/orders/${theirs.id}/assign`).set('Authorization', ctx.as('vendor2')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
    for (const body of [{ to: 'accepted' }, { to: 'in_progress' }, { to: 'completed', completion: COMPLETION }]) {
      await ctx.http().post(`/api/orders/${theirs.id}/transitions`).set('Authorization', ctx.as('tech')).send(body).expect(200);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function completedJob(completion: CompletionRequest): Promise<Order> {
    const order = await ctx.createOrder('vendor', { taxable: true });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200);
    for (const body of [{ to: 'accepted' }, { to: 'in_progress' }, { to: 'completed', completion }]) {
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech2')).send(body).expect(200);
    }
    return order;
  }
  const list = async (query: Record<string, string> = {}, who: DemoUser = 'vendor') =>
    (await ctx.http().get('/api/payments').query(query).set('Authorization', ctx.as(who)).expect(200)).body as PaymentList;

  it('lists every payment of the vendor’s orders, newest first, with totals per method', async () => {
    const all = await list();
    expect(all.items.map((p) => [p.invoice_number, p.method, p.amount, p.collected_by, p.source])).toEqual([
      [orders.split.invoice_number, 'cash', '182.00', 'technician', 'completion'],
      [orders.split.invoice_number, 'check', '200.00', 'vendor', 'completion'],
      [orders.card.invoice_number, 'card', '382.00', 'vendor', 'completion'],
      [orders.cash.invoice_number, 'cash', '382.00', 'technician', 'completion'],
    ]);
    expect(all.items[0]).toMatchObject({ customer_name: 'Jane Doe', technician_name: 'Jordan Lee' });
    expect(all.totals).toEqual({ count: 4, total: '1146.00', by_method: { cash: '564.00', check: '200.00', card: '382.00', online: '0.00' } });
  });

  it('filters by method, by who collected, and by the vendor’s days; totals follow the filter', async () => {
    expect((await list({ method: 'cash' })).totals).toMatchObject({ count: 2, total: '564.00' });
    expect((await list({ collected_by: 'vendor' })).items.map((p) => p.method)).toEqual(['check', 'card']);
    expect((await list({ from: dayIn(0), to: dayIn(0) })).totals.count).toBe(4);
    expect((await list({ from: dayIn(1) })).items).toEqual([]);
    expect((await list({ to: dayIn(-1) })).totals).toMatchObject({ count: 0, total: '0.00' });
  });

  it('pages with a cursor, totals always of the whole filter', async () => {
    const first = await list({ limit: '3' });
    expect(first.items).toHaveLength(3);
    expect(first.totals.count).toBe(4);
    const second = await list({ limit: '3', cursor: first.next_cursor! });
    expect(second.items.map((p) => p.invoice_number)).toEqual([orders.cash.invoice_number]);
    expect(second.next_cursor).toBeNull();
  });

  it('is the vendor’s and the admin’s: the other vendor sees only its own, a technician is refused', async () => {
    expect((await list({}, 'vendor2')).totals.count).toBe(1);
    expect((await list({}, 'admin')).totals.count).toBe(5);
    expect((await ctx.http().get('/api/payments').set('Authorization', ctx.as('tech2')).expect(403)).body.code).toBe('FORBIDDEN');
    const bad = await ctx.http().get('/api/payments').query({ method: 'crypto', from: '2026-13-01' }).set('Authorization', ctx.as('vendor')).expect(400);
    expect(bad.body.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`).sort()).toEqual(['from:INVALID_DATE', 'method:NOT_ONE_OF']);
  });

  it('exports the filtered payments as CSV', async () => {
    const res = await ctx.http().get('/api/payments/export.csv').query({ collected_by: 'technician' }).set('Authorization', ctx.as('vendor')).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = res.text.trim().split('\r\n');
    expect(rows[0]).toBe('Recorded at,Invoice,Customer,Technician,Method,Collected by,Source,Amount');
    expect(rows.slice(1).map((row) => row.split(',').slice(1).join(','))).toEqual([
      `${orders.split.invoice_number},Jane Doe,Jordan Lee,cash,technician,completion,182.00`,
      `${orders.cash.invoice_number},Jane Doe,Jordan Lee,cash,technician,completion,382.00`,
    ]);
  });

  it('a payment recorded by hand after the job enters the list and the order’s financials', async () => {
    const record = (body: object, order = orders.unpaid, who: DemoUser = 'vendor') =>
      ctx.http().post(`/api/orders/${order.id}/payments`).set('Authorization', ctx.as(who)).send(body);
    const before = (await ctx.http().post(`/api/orders/${orders.unpaid.id}/financials`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderFinancials;
    expect(before.balance).toBe('-240.00');
    const after = (await record({ method: 'cash', amount: '382.00', collected_by: 'technician' }).expect(200)).body as OrderFinancials;
    expect(after).toMatchObject({ collected_by_technician: '382.00', balance: '142.00' });
    expect((await list({ method: 'cash' })).items[0]).toMatchObject({ invoice_number: orders.unpaid.invoice_number, source: 'manual', amount: '382.00' });
    // Refusals: a field error, an order not completed, a technician, another vendor's order.
    const bad = await record({ method: 'cash', amount: '0', collected_by: 'vendor' }).expect(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'amount', code: 'TOO_SMALL' })]);
    const fresh = await ctx.createOrder('vendor');
    expect((await record({ method: 'cash', amount: '1.00', collected_by: 'vendor' }, fresh).expect(409)).body.code).toBe('ORDER_NOT_COMPLETED');
    expect((await record({ method: 'cash', amount: '1.00', collected_by: 'vendor' }, orders.unpaid, 'tech2').expect(403)).body.code).toBe('FORBIDDEN');
    expect((await record({ method: 'cash', amount: '1.00', collected_by: 'vendor' }, orders.unpaid, 'vendor2').expect(404)).body.code).toBe('ORDER_NOT_FOUND');
  });
});
