import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, dateInZone, type MetricDrilldown, type MetricOrderList, type NotificationList, type Order, type PerformanceReport, type TechnicianMetrics } from '@fixflow/contracts';
import { MetricsUpdates } from '../../src/metrics/metrics-updates.js';
import { MetricsService, toMetricsView } from '../../src/metrics/metrics.service.js';
import { COMPLETION, type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

/**
 * Issue 14's metrics as table tests on PostgreSQL: ten orders of one technician, each made through
 * the API (what the API cannot set yet — when work started, which side cancelled, a recall, a
 * rating — is written to its row), every count and rate checked with its numerator and denominator,
 * the drilldown listing exactly the orders behind each figure, and the tenant scope.
 */

const SETTINGS = {
  default_commission_pct: '50.00',
  tax_rate_pct: '8.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  settlement_week_start: 1,
  timezone: 'America/Los_Angeles',
};

/** March 2027: a Monday to a Wednesday, five whole weeks from Monday 1 March. */
const MARCH = { period_start: '2027-03-01', period_end: '2027-03-31' };
const APRIL = { period_start: '2027-04-01', period_end: '2027-04-30' };

/** One completion of the worked example, taxable at 8 %: total 362.00 (tax 12.00), labor + parts 350.00, share 130.00 + tip 20.00. */
const TOTAL = 36200;
const TICKET = 35000;
const EARNING = 15000;

type Fixture = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J';

describe('technician metrics (issue 14)', () => {
  let ctx: OrdersTestContext;
  const ids = {} as Record<Fixture, string>;
  const rows = <T>(sql: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(sql, params);
  const http = () => ctx.http();

  let street = 0;
  /** Each order at an address of its own, so the recall rule links none of them by itself (F's recall is written below). */
  async function order(who: 'vendor' | 'vendor2', technician: DemoUser, serviceDate: string): Promise<Order> {
    street += 1;
    const created = await ctx.createOrder(who, { service_date: serviceDate, taxable: true, address: `${street} Metrics Ave` });
    await http().post(`/api/orders/${created.id}/assign`).set('Authorization', ctx.as(who)).send({ technician_id: ctx.sessions[technician].user.id }).expect(200);
    return created;
  }
  async function move(id: string, who: DemoUser, to: string, extra: object = {}): Promise<void> {
    const res = await http().post(`/api/orders/${id}/transitions`).set('Authorization', ctx.as(who)).send({ to, ...extra });
    if (res.status !== 200) throw new Error(`${to} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  async function completed(who: 'vendor' | 'vendor2', technician: DemoUser, serviceDate: string, visits = 1): Promise<string> {
    const { id } = await order(who, technician, serviceDate);
    await move(id, technician, 'accepted');
    await move(id, technician, 'in_progress');
    for (let visit = 1; visit < visits; visit += 1) {
      await move(id, technician, 'on_hold', { reason: 'Part on order' });
      await move(id, technician, 'accepted');
      await move(id, technician, 'in_progress');
    }
    await move(id, technician, 'completed', { completion: COMPLETION });
    return id;
  }
  /** Work started on time: each arrival half an hour (then two hours) into the slot; `late` an hour after it ends. */
  async function arrivals(id: string, late = false): Promise<void> {
    await rows(
      `update order_history h set at = case when ? then upper(o.time_range) + interval '1 hour'
                                            else lower(o.time_range) + interval '30 minutes' * (2 * n.rank - 1) end
         from orders o, (select id, rank() over (order by at, id) as rank from order_history where order_id = ? and to_status = 'in_progress') n
        where o.id = h.order_id and n.id = h.id`,
      [late, id],
    );
  }

  beforeAll(async () => {
    ctx = await startOrdersApp();
    for (const who of ['vendor', 'vendor2'] as const) await http().put('/api/vendor-settings').set('Authorization', ctx.as(who)).send(SETTINGS).expect(200);
    // tech2's ten orders of March, all the vendor's.
    ids.A = await completed('vendor', 'tech2', '2027-03-02');
    ids.B = await completed('vendor', 'tech2', '2027-03-03');
    ids.C = await completed('vendor', 'tech2', '2027-03-04');
    ids.D = await completed('vendor', 'tech2', '2027-03-05', 2);
    ids.E = await completed('vendor', 'tech2', '2027-03-06');
    ids.F = await completed('vendor', 'tech2', '2027-03-09');
    ids.G = (await order('vendor', 'tech2', '2027-03-10')).id;
    ids.H = (await order('vendor', 'tech2', '2027-03-11')).id;
    ids.I = (await order('vendor', 'tech2', '2027-03-12')).id;
    ids.J = await completed('vendor', 'tech2', '2027-03-13');
    for (const id of [ids.A, ids.B, ids.D, ids.E, ids.F, ids.J]) await arrivals(id);
    await arrivals(ids.C, true);
    // G cancelled at the customer's word, H by the company; I accepted and still ahead.
    await move(ids.G, 'vendor', 'cancelled', { reason: 'Customer no longer needs it', cancel_side: 'customer' });
    await move(ids.H, 'vendor', 'cancelled', { reason: 'No parts available', cancel_side: 'company' });
    await move(ids.I, 'tech2', 'accepted');
    // F repeats E (the recall rule's verdict, written as it records one); A and J closed with the customer's rating.
    await rows(`update orders set recall_of_order_id = ?, recall_status = 'suspected' where id = ?`, [ids.E, ids.F]);
    await move(ids.A, 'vendor', 'closed', { rating: 5 });
    await move(ids.J, 'vendor', 'closed', { rating: 3 });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const performance = async (who: DemoUser, query = MARCH) =>
    (await http().get('/api/technicians/performance').query(query).set('Authorization', ctx.as(who)).expect(200)).body as PerformanceReport;
  const drilldown = async (who: DemoUser, technician: DemoUser, metric: MetricDrilldown, query = MARCH) =>
    (
      (await http().get(`/api/technicians/${ctx.sessions[technician].user.id}/metrics/orders`).query({ ...query, metric }).set('Authorization', ctx.as(who)).expect(200))
        .body as MetricOrderList
    ).items;

  describe('the ten orders of March, the vendor’s row', () => {
    let metrics: TechnicianMetrics;
    beforeAll(async () => {
      const report = await performance('vendor');
      metrics = report.rows.find((row) => row.technician.id === ctx.sessions.tech2.user.id)!.metrics;
    });

    it.each<[string, keyof TechnicianMetrics, number]>([
      ['ten orders less G (customer) and I (ahead)', 'assigned', 8],
      ['A B C D E F J', 'completed', 7],
      ['G and H', 'cancelled', 2],
      ['G alone', 'customer_cancelled', 1],
      ['F repeats E', 'recalls_automatic', 1],
      ['F not dismissed', 'recalls_confirmed', 1],
      ['A B C F J (D came twice, E was repeated)', 'first_visit', 5],
      ['work started on the seven completed', 'arrivals', 7],
      ['all but C', 'on_time', 6],
      ['completed, F (a recall) left out', 'ticket_orders', 6],
      ['6 × (labor + parts), tax and tip excluded', 'ticket_sum', 6 * TICKET],
      ['7 × total with tax', 'revenue', 7 * TOTAL],
      ['7 × (share + tip)', 'earnings', 7 * EARNING],
      ['5 + 3', 'rating_sum', 8],
      ['A and J rated', 'rating_count', 2],
    ])('%s: %s = %d', (_why, key, expected) => {
      expect(metrics[key]).toBe(expected);
    });

    it.each<[keyof TechnicianMetrics, number, number]>([
      ['completion_rate', 7, 8],
      ['recall_rate', 1, 7],
      ['confirmed_recall_rate', 1, 7],
      ['first_visit_rate', 5, 7],
      ['on_time_rate', 6, 7],
    ])('%s = %d ÷ %d', (key, numerator, denominator) => {
      expect(metrics[key]).toEqual({ numerator, denominator, value: numerator / denominator });
    });

    it('average ticket 350.00 and rating 4.00', () => {
      expect(metrics.average_ticket).toBe(TICKET);
      expect(metrics.rating).toBe(4);
      expect(metrics).toMatchObject({ vendor_id: expect.any(String), period_start: MARCH.period_start, period_end: MARCH.period_end });
    });

    it.each<[MetricDrilldown, Fixture[]]>([
      ['assigned', ['A', 'B', 'C', 'D', 'E', 'F', 'H', 'J']],
      ['completed', ['A', 'B', 'C', 'D', 'E', 'F', 'J']],
      ['cancelled', ['G', 'H']],
      ['recalls', ['E']],
      ['first_visit_missed', ['D', 'E']],
      ['late', ['C']],
      ['rated', ['A', 'J']],
    ])('the drilldown %s lists exactly %j', async (metric, expected) => {
      const items = await drilldown('vendor', 'tech2', metric);
      expect(items.map((item) => item.id).sort()).toEqual(expected.map((name) => ids[name]).sort());
    });

    it('a recall names the later order; a late arrival says when work started; a completed order its total', async () => {
      const [recall] = await drilldown('vendor', 'tech2', 'recalls');
      expect(recall).toMatchObject({ id: ids.E, recall_order_id: ids.F, recall_status: 'suspected', total: TOTAL });
      const [late] = await drilldown('vendor', 'tech2', 'late');
      const [{ at }] = await rows<{ at: Date }>(`select at from order_history where order_id = ? and to_status = 'in_progress'`, [ids.C]);
      expect(late.arrived_at).toBe(new Date(at).toISOString());
      const cancelled = await drilldown('vendor', 'tech2', 'cancelled');
      expect(cancelled.every((item) => item.total === null)).toBe(true);
    });

    it('a dismissed recall still counts in the automatic rate, no longer in the confirmed one, and F becomes a ticket', async () => {
      await rows(`update orders set recall_status = 'dismissed', recall_dismissed_reason = 'Different fault' where id = ?`, [ids.F]);
      try {
        const [row] = await recalc('2027-03-01', '2027-03-31');
        expect(row).toMatchObject({ recalls_automatic: 1, recalls_confirmed: 0, first_visit: 6, ticket_orders: 7, ticket_sum: 7 * TICKET });
      } finally {
        await rows(`update orders set recall_status = 'suspected', recall_dismissed_reason = null where id = ?`, [ids.F]);
        await recalc('2027-03-01', '2027-03-31');
      }
    });
  });

  /** The vendor's row of tech2 computed again through the service (what the recompute job does). */
  async function recalc(start: string, end: string): Promise<TechnicianMetrics[]> {
    const vendorId = (await rows<{ id: string }>('select id from vendors where user_id = ?', [ctx.sessions.vendor.user.id]))[0].id;
    const stored = await ctx.app.get(MetricsService).compute([{ technician_id: ctx.sessions.tech2.user.id, vendor_id: vendorId }], { start, end });
    return stored.map(toMetricsView);
  }

  describe('the performance report', () => {
    it('lists the roster with the par (the sum of the rows) and whole weeks from the vendor’s week start', async () => {
      const report = await performance('vendor');
      expect(report.rows.map((row) => row.technician.id).sort()).toEqual([ctx.sessions.tech.user.id, ctx.sessions.tech2.user.id].sort());
      const sum = (key: 'completed' | 'revenue' | 'assigned') => report.rows.reduce((total, row) => total + row.metrics[key], 0);
      expect(report.par).toMatchObject({ completed: sum('completed'), revenue: sum('revenue'), assigned: sum('assigned') });
      expect(report.par.completion_rate).toEqual({ numerator: sum('completed'), denominator: sum('assigned'), value: sum('completed') / sum('assigned') });
      const tech2 = report.weekly.filter((week) => week.technician_id === ctx.sessions.tech2.user.id);
      expect(tech2).toEqual([
        { week_start: '2027-03-01', technician_id: ctx.sessions.tech2.user.id, completed: 5, revenue: 5 * TOTAL },
        { week_start: '2027-03-08', technician_id: ctx.sessions.tech2.user.id, completed: 2, revenue: 2 * TOTAL },
        { week_start: '2027-03-15', technician_id: ctx.sessions.tech2.user.id, completed: 0, revenue: 0 },
        { week_start: '2027-03-22', technician_id: ctx.sessions.tech2.user.id, completed: 0, revenue: 0 },
        { week_start: '2027-03-29', technician_id: ctx.sessions.tech2.user.id, completed: 0, revenue: 0 },
      ]);
    });

    it('a repeat request answers the stored rows: nothing is computed again', async () => {
      const first = await performance('vendor');
      const before = await rows<{ n: number; newest: Date }>('select count(*)::int as n, max(computed_at) as newest from technician_metrics');
      const second = await performance('vendor');
      const after = await rows<{ n: number; newest: Date }>('select count(*)::int as n, max(computed_at) as newest from technician_metrics');
      expect(after).toEqual(before);
      expect(second).toEqual(first);
    });

    it.each<[string, object, string, string]>([
      ['an end before the start', { period_start: '2027-03-31', period_end: '2027-03-01' }, 'period_end', 'INVALID'],
      ['more than 366 days', { period_start: '2026-01-01', period_end: '2027-03-01' }, 'period_end', 'TOO_LARGE'],
      ['no date', { period_start: 'March', period_end: '2027-03-01' }, 'period_start', 'INVALID_DATE'],
    ])('refuses %s with a field error', async (_name, query, field, code) => {
      const res = await http().get('/api/technicians/performance').query(query).set('Authorization', ctx.as('vendor')).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    });

    it('is the vendor’s page only', async () => {
      for (const who of ['tech', 'admin'] as const) {
        await http().get('/api/technicians/performance').query(MARCH).set('Authorization', ctx.as(who)).expect(403);
      }
    });
  });

  describe('tenant scope', () => {
    let vendorOrder: string;
    let vendor2Order: string;
    beforeAll(async () => {
      // tech is on both rosters: one job for each vendor in April.
      vendorOrder = await completed('vendor', 'tech', '2027-04-05');
      vendor2Order = await completed('vendor2', 'tech', '2027-04-06');
    });

    it('each vendor counts only its own orders; the admin and the technician read the row across vendors', async () => {
      const ofVendor = (await performance('vendor', APRIL)).rows.find((row) => row.technician.id === ctx.sessions.tech.user.id)!.metrics;
      const ofVendor2 = (await performance('vendor2', APRIL)).rows.find((row) => row.technician.id === ctx.sessions.tech.user.id)!.metrics;
      expect([ofVendor.completed, ofVendor.revenue]).toEqual([1, TOTAL]);
      expect([ofVendor2.completed, ofVendor2.revenue]).toEqual([1, TOTAL]);
      expect((await drilldown('vendor', 'tech', 'completed', APRIL)).map((item) => item.id)).toEqual([vendorOrder]);
      expect((await drilldown('vendor2', 'tech', 'completed', APRIL)).map((item) => item.id)).toEqual([vendor2Order]);
      for (const who of ['admin', 'tech'] as const) {
        expect((await drilldown(who, 'tech', 'completed', APRIL)).map((item) => item.id).sort()).toEqual([vendorOrder, vendor2Order].sort());
      }
    });

    it('vendor2 does not find tech2 (not on its roster), nor does another technician', async () => {
      const id = ctx.sessions.tech2.user.id;
      for (const who of ['vendor2', 'tech'] as const) {
        for (const request of [
          http().get(`/api/technicians/${id}/metrics`).query(MARCH),
          http().get(`/api/technicians/${id}/metrics/orders`).query({ ...MARCH, metric: 'completed' }),
          http().post(`/api/technicians/${id}/metrics/recalculate`).send({ period_days: 90 }),
        ]) {
          const res = await request.set('Authorization', ctx.as(who)).expect(404);
          expect(res.body.code).toBe('TECHNICIAN_NOT_FOUND');
        }
      }
    });
  });

  describe('GET …/metrics and recalculate (SPEC.md §7)', () => {
    // tech: no order of its closed yet, so no job has stored its rows of today (tech2's closes did store tech2's).
    it.each<[DemoUser, DemoUser]>([
      ['vendor2', 'tech'],
      ['admin', 'tech'],
    ])('%s reads %s: null before the recalculation, the stored row after', async (who, technician) => {
      const id = ctx.sessions[technician].user.id;
      // The period recalculate will use: 90 days to today in the vendor's zone for its row, else the technician's own (or UTC).
      const [{ timezone }] = await rows<{ timezone: string | null }>('select timezone from technicians where id = ?', [id]);
      const today = dateInZone(new Date(), who.startsWith('vendor') ? SETTINGS.timezone : (timezone ?? 'UTC'));
      const expected = { period_start: addDays(today, -90), period_end: today };
      const before = await http().get(`/api/technicians/${id}/metrics`).query(expected).set('Authorization', ctx.as(who)).expect(200);
      expect(before.text).toBe('null');
      const recalculated = await http().post(`/api/technicians/${id}/metrics/recalculate`).send({ period_days: 90 }).set('Authorization', ctx.as(who));
      expect(recalculated.status).toBe(200);
      const row = recalculated.body as TechnicianMetrics;
      const period = { period_start: row.period_start, period_end: row.period_end };
      expect(period).toEqual(expected);
      const read = await http().get(`/api/technicians/${id}/metrics`).query(period).set('Authorization', ctx.as(who)).expect(200);
      expect(read.body).toEqual(row);
      // A period nothing was stored for: the JSON null, status 200.
      const absent = await http().get(`/api/technicians/${id}/metrics`).query({ period_start: '2020-01-01', period_end: '2020-03-31' }).set('Authorization', ctx.as(who)).expect(200);
      expect(absent.text).toBe('null');
      expect(absent.body).toBeNull();
    });

    it('the technician reads its own row across vendors: the one the admin recalculated', async () => {
      const id = ctx.sessions.tech.user.id;
      const mine = (await http().post(`/api/technicians/${id}/metrics/recalculate`).send({ period_days: 90 }).set('Authorization', ctx.as('tech')).expect(200)).body as TechnicianMetrics;
      expect(mine.vendor_id).toBeNull();
      const asAdmin = await http().get(`/api/technicians/${id}/metrics`).query({ period_start: mine.period_start, period_end: mine.period_end }).set('Authorization', ctx.as('admin')).expect(200);
      expect(asAdmin.body).toEqual(mine);
    });

    it('refuses a period of 0 or 367 days', async () => {
      for (const period_days of [0, 367, 1.5]) {
        const res = await http().post(`/api/technicians/${ctx.sessions.tech2.user.id}/metrics/recalculate`).send({ period_days }).set('Authorization', ctx.as('vendor')).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('the nightly job', () => {
    it('is scheduled, and stores the 30- and 90-day rows ending today of every roster pair and of every technician across vendors', async () => {
      const schedule = await rows<{ cron: string }>(`select cron from pgboss.schedule where name = 'metrics-nightly'`);
      expect(schedule).toEqual([{ cron: '30 3 * * *' }]);
      const written = await ctx.app.get(MetricsService).recomputeAll();
      const [{ pairs }] = await rows<{ pairs: number }>(`select count(*)::int as pairs from vendor_technicians where status = 'accepted' and technician_id is not null`);
      const [{ technicians }] = await rows<{ technicians: number }>('select count(*)::int as technicians from technicians');
      expect(written).toBe((pairs + technicians) * 2);
      const today = dateInZone(new Date(), SETTINGS.timezone);
      const [{ id: vendorId }] = await rows<{ id: string }>('select id from vendors where user_id = ?', [ctx.sessions.vendor.user.id]);
      for (const days of [30, 90]) {
        const stored = await rows(`select 1 from technician_metrics where technician_id = ? and vendor_id = ? and period_start = ? and period_end = ?`, [
          ctx.sessions.tech2.user.id,
          vendorId,
          addDays(today, -days),
          today,
        ]);
        expect(stored).toHaveLength(1);
      }
    });
  });

  describe('an order closes: metrics_update and the recompute', () => {
    const notified = async (orderId: string) =>
      ((await http().get('/api/notifications').query({ type: 'metrics_update', unread: 'true' }).set('Authorization', ctx.as('tech2')).expect(200)).body as NotificationList).items.filter(
        (item) => item.data.order_id === orderId,
      );
    const marchRow = () =>
      rows<{ completed: number; rating_count: number; rating_sum: number }>(
        `select completed, rating_count, rating_sum from technician_metrics
          where technician_id = ? and vendor_id is not null and period_start = '2027-03-01' and period_end = '2027-03-31'`,
        [ctx.sessions.tech2.user.id],
      );
    async function until(check: () => Promise<boolean>): Promise<void> {
      const deadline = Date.now() + 15_000;
      while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    }

    it('closing tells the technician metrics_update {update_metrics}; its stored rows holding the date and SPEC §3’s totals follow', async () => {
      expect(await marchRow()).toHaveLength(1);
      const id = await completed('vendor', 'tech2', '2027-03-16');
      await arrivals(id);
      await move(id, 'vendor', 'closed', { rating: 4 });

      expect((await notified(id)).map((item) => item.data)).toEqual([{ action: 'update_metrics', technician_id: ctx.sessions.tech2.user.id, order_id: id }]);
      // The background job: the vendor's March row counts the new job, and technicians.completed_orders / rating follow.
      // The job writes the period rows, then the technician's totals: wait for both.
      const totalsOf = async () => (await rows<{ completed_orders: number }>('select completed_orders from technicians where id = ?', [ctx.sessions.tech2.user.id]))[0]?.completed_orders;
      const closedCount = async () =>
        (await rows<{ n: number }>(`select count(*) filter (where status in ('completed', 'closed'))::int as n from orders where technician_id = ?`, [ctx.sessions.tech2.user.id]))[0].n;
      await until(async () => (await marchRow())[0]?.completed === 8 && (await totalsOf()) === (await closedCount()));
      expect(await marchRow()).toEqual([{ completed: 8, rating_count: 3, rating_sum: 12 }]);
      const [totals] = await rows<{ completed_orders: number; rating: string }>('select completed_orders, rating from technicians where id = ?', [ctx.sessions.tech2.user.id]);
      const [expected] = await rows<{ n: number; rating: string }>(
        `select count(*) filter (where status in ('completed', 'closed'))::int as n, round(avg(rating), 2)::text as rating from orders where technician_id = ?`,
        [ctx.sessions.tech2.user.id],
      );
      expect(totals).toEqual({ completed_orders: expected.n, rating: expected.rating });
      expect(expected.rating).toBe('4.00');

      // A rating changed afterwards: another metrics_update, and the row follows.
      await http().put(`/api/orders/${id}/rating`).set('Authorization', ctx.as('vendor')).send({ rating: 1 }).expect(200);
      expect(await notified(id)).toHaveLength(2);
      await until(async () => (await marchRow())[0]?.rating_sum === 9);
      expect(await marchRow()).toEqual([{ completed: 8, rating_count: 3, rating_sum: 9 }]);
    });

    it('MetricsUpdates names no one for an order without a technician', async () => {
      const before = await rows<{ n: number }>(`select count(*)::int as n from notifications where type = 'metrics_update'`);
      await ctx.app.get(MetricsUpdates).orderChanged({ id: ids.A, technician_id: null });
      expect(await rows(`select count(*)::int as n from notifications where type = 'metrics_update'`)).toEqual(before);
    });
  });
});
