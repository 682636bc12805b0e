import { EntityManager } from '@mikro-orm/postgresql';
import type { CompletionRequest, Order, SettlementDetails, SettlementList } from '@fixflow/contracts';
import { Jobs } from '../../src/jobs/jobs.service.js';
import { SettlementsQueue } from '../../src/settlements/settlements.queue.js';
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
const BY_CARD: CompletionRequest = { ...COMPLETION, payments: [{ method: 'card', amount: '382.00', collected_by: 'vendor' }] };

describe('weekly settlements (issue 13)', () => {
  let ctx: OrdersTestContext;
  const orders: Record<string, Order> = {};

  beforeAll(async () => {
    ctx = await startOrdersApp();
    await ctx.http().put('/api/vendor-settings').set('Authorization', ctx.as('vendor')).send(SETTINGS).expect(200);
    // This week: tech2 closes one job paid in cash to him (+142.00) and one paid by card to the vendor (−234.31);
    // tech closes one for a customer whose name a spreadsheet would run as a formula.
    orders.cash = await closedJob('tech2', COMPLETION);
    orders.card = await closedJob('tech2', BY_CARD);
    orders.formula = await closedJob('tech', COMPLETION, '=HYPERLINK("http://evil")');
    // Completed, not closed yet: not in this week's statement.
    orders.waiting = await completedJob('tech2', COMPLETION);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function completedJob(technician: 'tech' | 'tech2', completion: CompletionRequest, customer = 'Jane Doe'): Promise<Order> {
    const order = await ctx.createOrder('vendor', { taxable: true, customer_name: customer });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions[technician].user.id }).expect(200);
    for (const body of [{ to: 'accepted' }, { to: 'in_progress' }, { to: 'completed', completion }]) {
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as(technician)).send(body).expect(200);
    }
    return order;
  }
  async function closedJob(technician: 'tech' | 'tech2', completion: CompletionRequest, customer?: string): Promise<Order> {
    const order = await completedJob(technician, completion, customer);
    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('vendor')).send({ to: 'closed' }).expect(200);
    return order;
  }

  const list = async (who: DemoUser) => ((await ctx.http().get('/api/settlements').set('Authorization', ctx.as(who)).expect(200)).body as SettlementList).items;
  const details = async (id: string, who: DemoUser = 'vendor') => (await ctx.http().get(`/api/settlements/${id}`).set('Authorization', ctx.as(who)).expect(200)).body as SettlementDetails;
  const post = (id: string, action: string, who: DemoUser = 'vendor', body: object = {}) =>
    ctx.http().post(`/api/settlements/${id}/${action}`).set('Authorization', ctx.as(who)).send(body);
  const sql = <T>(text: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(text, params);

  /** The build job as pg-boss runs it, for an instant a week from now: this week is then the last whole one. */
  async function buildThroughTheJob(): Promise<void> {
    const asOf = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const before = await sql<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'settlements-build' and state = 'completed'`);
    await ctx.app.get(Jobs).send(ctx.app.get(SettlementsQueue).queue, [{ as_of: asOf }]);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'settlements-build' and state = 'completed'`);
      if (n > before[0].n) return;
      if (Date.now() > deadline) throw new Error(`the settlements job did not complete: ${JSON.stringify(await sql(`select state, retry_count, output from pgboss.job where name = 'settlements-build'`))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  let tech2Statement: string;
  let techStatement: string;

  it('the job builds one statement per technician with the week’s closed orders, each line its balance', async () => {
    await buildThroughTheJob();
    const mine = await list('vendor');
    expect(mine.map((s) => s.technician_name).sort()).toEqual(['Jordan Lee', 'Sam Rivera']);
    const tech2 = mine.find((s) => s.technician_id === ctx.sessions.tech2.user.id)!;
    tech2Statement = tech2.id;
    techStatement = mine.find((s) => s.technician_id === ctx.sessions.tech.user.id)!.id;
    expect(tech2).toMatchObject({ status: 'open', orders: 2, balance: '-92.31', paid: '0.00', outstanding: '92.31', payer: 'vendor', vendor_name: 'Acme Appliance Repair' });
    // A week of seven days, starting on the vendor's week start (Monday).
    expect(new Date(`${tech2.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect((Date.parse(tech2.week_end) - Date.parse(tech2.week_start)) / 86_400_000).toBe(6);
    const statement = await details(tech2.id);
    expect(statement.lines.map((line) => [line.order_id, line.amount, line.technician_due, line.collected_by_technician])).toEqual(
      expect.arrayContaining([
        [orders.cash.id, '142.00', '240.00', '382.00'],
        [orders.card.id, '-234.31', '234.31', '0.00'],
      ]),
    );
    expect(statement.lines).toHaveLength(2);
    expect(statement).toMatchObject({ technician_share: '254.31', tips: '40.00', technician_due: '474.31', collected_by_technician: '382.00' });
  });

  it('building again changes nothing: an order is settled once', async () => {
    await buildThroughTheJob();
    expect((await details(tech2Statement)).lines).toHaveLength(2);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from settlement_lines where order_id = ?', [orders.cash.id]);
    expect(n).toBe(1);
  });

  it('each side sees its own: the technician its statement, the other vendor none, an admin all', async () => {
    expect((await list('tech2')).map((s) => s.id)).toEqual([tech2Statement]);
    expect(await list('vendor2')).toEqual([]);
    expect((await list('admin')).map((s) => s.id)).toEqual(expect.arrayContaining([tech2Statement, techStatement]));
    expect((await details(tech2Statement, 'tech2')).balance).toBe('-92.31');
    for (const [who, status, code] of [
      ['tech', 404, 'SETTLEMENT_NOT_FOUND'],
      ['vendor2', 404, 'SETTLEMENT_NOT_FOUND'],
    ] as const) {
      const res = await ctx.http().get(`/api/settlements/${tech2Statement}`).set('Authorization', ctx.as(who));
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    // The technician reads but does not finalize.
    expect((await post(tech2Statement, 'finalize', 'tech2').expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('an open statement takes an adjustment (a late tip the vendor owes)', async () => {
    const adjusted = (await post(tech2Statement, 'adjustments', 'vendor', { amount: '10.00', owed_by: 'vendor', description: 'Late tip on the pump job' }).expect(200))
      .body as SettlementDetails;
    expect(adjusted).toMatchObject({ balance: '-102.31', outstanding: '102.31' });
    expect(adjusted.lines.find((line) => line.kind === 'adjustment')).toMatchObject({ amount: '-10.00', description: 'Late tip on the pump job', order_id: null });
    const bad = await post(tech2Statement, 'adjustments', 'vendor', { amount: '0', owed_by: 'nobody', description: ' ' }).expect(400);
    expect(bad.body.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`).sort()).toEqual(['amount:TOO_SMALL', 'description:BLANK', 'owed_by:NOT_ONE_OF']);
  });

  it('a payout waits for the statement to be finalized', async () => {
    const res = await post(tech2Statement, 'payouts', 'vendor', { amount: '10.00', method: 'cash' }).expect(409);
    expect(res.body.code).toBe('SETTLEMENT_NOT_FINALIZED');
  });

  it('finalized, it is never edited: the API refuses and so does the database', async () => {
    const finalized = (await post(tech2Statement, 'finalize').expect(200)).body as SettlementDetails;
    expect(finalized).toMatchObject({ status: 'finalized', finalized_at: expect.any(String), outstanding: '102.31' });
    expect((await post(tech2Statement, 'finalize').expect(409)).body.code).toBe('SETTLEMENT_NOT_OPEN');
    const res = await post(tech2Statement, 'adjustments', 'vendor', { amount: '1.00', owed_by: 'technician', description: 'too late' }).expect(409);
    expect(res.body.message).toBe('This statement is finalized and can no longer change: add an adjustment to the next one');
    await expect(sql('update settlement_lines set amount = 0 where settlement_id = ?', [tech2Statement])).rejects.toThrow(/no longer open/);
    await expect(sql('delete from settlement_lines where settlement_id = ?', [tech2Statement])).rejects.toThrow(/no longer open/);
    expect((await details(tech2Statement)).balance).toBe('-102.31');
  });

  it('payouts, partial then the rest: more than is owed is refused; settled, it is paid', async () => {
    const tooMuch = await post(tech2Statement, 'payouts', 'vendor', { amount: '200.00', method: 'bank_transfer' }).expect(409);
    expect(tooMuch.body).toMatchObject({ code: 'PAYOUT_TOO_LARGE', message: 'The payout is more than the 102.31 still owed' });
    const partial = (await post(tech2Statement, 'payouts', 'vendor', { amount: '50.00', method: 'cash', note: 'Half on Friday' }).expect(200)).body as SettlementDetails;
    expect(partial).toMatchObject({ status: 'finalized', paid: '50.00', outstanding: '52.31', payer: 'vendor' });
    // Two payouts of the rest racing: one is taken, the other is more than is then owed.
    const [a, b] = await Promise.all([
      post(tech2Statement, 'payouts', 'vendor', { amount: '52.31', method: 'cash' }),
      post(tech2Statement, 'payouts', 'admin', { amount: '52.31', method: 'check' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const paid = await details(tech2Statement, 'tech2');
    expect(paid).toMatchObject({ status: 'paid', paid: '102.31', outstanding: '0.00', payer: null, paid_at: expect.any(String) });
    expect(paid.payouts.map((p) => p.amount)).toEqual(['50.00', '52.31']);
  });

  it('exports a statement as CSV a spreadsheet opens safely', async () => {
    await post(techStatement, 'adjustments', 'vendor', { amount: '1.00', owed_by: 'technician', description: '=SUM(A1:A9)' }).expect(200);
    const res = await ctx.http().get(`/api/settlements/${techStatement}/export.csv`).set('Authorization', ctx.as('vendor')).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="settlement-\d{4}-\d{2}-\d{2}-Sam_Rivera\.csv"$/);
    const text = res.text;
    expect(text).toContain('Date,Invoice,Description,Total,Technician share,Tips,Technician due,Collected by technician,Balance');
    // A cell with quotes is quoted; a text cell starting with = is prefixed, so it stays text.
    expect(text).toContain(`"${orders.formula.invoice_number} · =HYPERLINK(""http://evil"")"`);
    expect(text).toContain(',362.00,130.00,20.00,240.00,382.00,142.00');
    expect(text).toContain(",'=SUM(A1:A9)");
    expect(text.split('\r\n').flatMap((row) => row.split(',')).filter((cell) => cell.startsWith('='))).toEqual([]);
    await ctx.http().get(`/api/settlements/${techStatement}/export.csv`).set('Authorization', ctx.as('vendor2')).expect(404);
  });
});
