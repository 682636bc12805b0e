import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EMPTY_METRIC_COUNTS, type MetricCounts, type MetricDrilldown, type MetricOrder, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';

/** Whose figures a row holds: one technician, for one vendor or (null) across every vendor. */
export interface MetricsScope {
  technician_id: string;
  vendor_id: string | null;
}

/** A period of service dates, both ends included (yyyy-mm-dd). */
export interface MetricsPeriod {
  start: string;
  end: string;
}

/** A stored technician_metrics row as the driver reads it (bigint as text, dates as yyyy-mm-dd text). */
export interface StoredMetricsRow extends Record<keyof MetricCounts, number | string> {
  technician_id: string;
  vendor_id: string | null;
  period_start: string;
  period_end: string;
  computed_at: Date | string;
}

const COUNT_COLUMNS = Object.keys(EMPTY_METRIC_COUNTS) as (keyof MetricCounts)[];
const ROW_COLUMNS = `technician_id, vendor_id, to_char(period_start, 'YYYY-MM-DD') as period_start, to_char(period_end, 'YYYY-MM-DD') as period_end,
  ${COUNT_COLUMNS.join(', ')}, computed_at`;

/**
 * The scopes to compute: two parallel uuid arrays (technician, vendor or null), so one statement
 * serves one technician or every technician × vendor pair at once.
 */
const SCOPES = `scopes as (
  select s.technician_id, s.vendor_id from unnest(?::uuid[], ?::uuid[]) as s(technician_id, vendor_id)
)`;

/**
 * THE DEFINITION of every figure (libs/contracts metrics.ts says it in words): one row per order
 * of a scope's cohort with the facts each count and each drilldown reads. Parameters after the
 * scopes' two arrays: period start, period end.
 *
 * - cohort: the technician's non-personal orders (of the scope's vendor, or any vendor's for a
 *   null scope) whose service_date is in the period;
 * - customer_cancelled: cancelled, and the newest history row to cancelled says cancel_side 'customer';
 * - ahead: still open (not completed, closed or cancelled) with a service date after today on the
 *   order's own wall clock (its time_zone, the vendor's);
 * - visits / arrived_at: how many history rows moved it to in_progress, and the first one's `at`;
 *   on time when lower(time_range) ≤ arrived_at ≤ upper(time_range);
 * - the newest completion (order_completions, newest completed_at) of a completed/closed order, and
 *   its stored order_financials line (the service calculates missing ones first, via FinancialsService);
 * - recalls: later orders whose recall_of_order_id is this one, charged to the newest completion's
 *   technician; `automatic` counts suspected + dismissed, `confirmed` suspected only.
 */
const FACTS = `facts as (
  select sc.technician_id, sc.vendor_id as scope_vendor_id,
    o.id, o.invoice_number, to_char(o.service_date, 'YYYY-MM-DD') as service_date, o.customer_name, o.status, o.rating, o.recall_status,
    o.status in ('completed', 'closed') as is_completed,
    o.status = 'cancelled' as is_cancelled,
    coalesce(cx.customer_side, false) as is_customer_cancelled,
    (o.status not in ('completed', 'closed', 'cancelled') and o.service_date > (now() at time zone o.time_zone)::date) as is_ahead,
    coalesce(v.visits, 0) as visits,
    v.arrived_at,
    (v.arrived_at is not null and v.arrived_at >= lower(o.time_range) and v.arrived_at <= upper(o.time_range)) as is_on_time,
    c.technician_id is not distinct from sc.technician_id and c.id is not null as is_charged,
    c.labor, c.parts_price, c.tip, f.total, f.technician_share,
    coalesce(rc.automatic, 0) as recalls_automatic,
    coalesce(rc.confirmed, 0) as recalls_confirmed
  from scopes sc
  join orders o on o.technician_id = sc.technician_id
    and o.service_date between ?::date and ?::date
    and o.order_source <> '${PERSONAL_ORDER_SOURCE}'
    and (sc.vendor_id is null or o.vendor_id = sc.vendor_id)
  left join lateral (
    select h.cancel_side = 'customer' as customer_side from order_history h
     where h.order_id = o.id and h.to_status = 'cancelled' and h.from_status is distinct from h.to_status order by h.at desc limit 1
  ) cx on o.status = 'cancelled'
  left join lateral (
    select count(*)::int as visits, min(h.at) as arrived_at from order_history h where h.order_id = o.id and h.to_status = 'in_progress' and h.from_status is distinct from h.to_status
  ) v on true
  left join lateral (
    select oc.id, oc.technician_id, oc.labor, oc.parts_price, oc.tip from order_completions oc
     where oc.order_id = o.id order by oc.completed_at desc, oc.id desc limit 1
  ) c on o.status in ('completed', 'closed')
  left join order_financials f on f.completion_id = c.id
  left join lateral (
    select count(*) filter (where r.recall_status in ('suspected', 'dismissed'))::int as automatic,
           count(*) filter (where r.recall_status = 'suspected')::int as confirmed
      from orders r where r.recall_of_order_id = o.id
  ) rc on o.status in ('completed', 'closed')
)`;

/** The counts of every scope (a scope without orders gets zeros), from FACTS. */
const COUNTS_SELECT = `select sc.technician_id, sc.vendor_id,
    coalesce(a.assigned, 0) as assigned, coalesce(a.completed, 0) as completed, coalesce(a.cancelled, 0) as cancelled,
    coalesce(a.customer_cancelled, 0) as customer_cancelled, coalesce(a.recalls_automatic, 0) as recalls_automatic,
    coalesce(a.recalls_confirmed, 0) as recalls_confirmed, coalesce(a.first_visit, 0) as first_visit, coalesce(a.arrivals, 0) as arrivals,
    coalesce(a.on_time, 0) as on_time, coalesce(a.ticket_orders, 0) as ticket_orders, coalesce(a.ticket_sum, 0) as ticket_sum,
    coalesce(a.revenue, 0) as revenue, coalesce(a.earnings, 0) as earnings, coalesce(a.rating_sum, 0) as rating_sum,
    coalesce(a.rating_count, 0) as rating_count
  from scopes sc
  left join (
    select technician_id, scope_vendor_id,
      count(*) filter (where not is_customer_cancelled and not is_ahead)::int as assigned,
      count(*) filter (where is_completed)::int as completed,
      count(*) filter (where is_cancelled)::int as cancelled,
      count(*) filter (where is_customer_cancelled)::int as customer_cancelled,
      coalesce(sum(recalls_automatic) filter (where is_charged), 0)::int as recalls_automatic,
      coalesce(sum(recalls_confirmed) filter (where is_charged), 0)::int as recalls_confirmed,
      count(*) filter (where is_completed and visits = 1 and recalls_confirmed = 0)::int as first_visit,
      count(*) filter (where visits > 0)::int as arrivals,
      count(*) filter (where is_on_time)::int as on_time,
      count(*) filter (where is_completed and (recall_status is null or recall_status = 'dismissed'))::int as ticket_orders,
      coalesce(sum(labor + parts_price) filter (where is_completed and (recall_status is null or recall_status = 'dismissed')), 0)::bigint as ticket_sum,
      coalesce(sum(total) filter (where is_completed), 0)::bigint as revenue,
      coalesce(sum(technician_share + tip) filter (where is_completed), 0)::bigint as earnings,
      coalesce(sum(rating), 0)::int as rating_sum,
      count(rating)::int as rating_count
    from facts group by technician_id, scope_vendor_id
  ) a on a.technician_id = sc.technician_id and a.scope_vendor_id is not distinct from sc.vendor_id`;

/**
 * The bare SELECT of the set-based computation (the bench runs it through `pg` alone).
 * Parameters: technician ids (uuid[]), vendor ids (uuid[], null entries for the cross-vendor rows), period start, period end.
 */
export const METRICS_COUNTS_SQL = `with ${SCOPES}, ${FACTS} ${COUNTS_SELECT}`;

/** The same computation written into technician_metrics in the same statement (one row per scope), answering the rows. */
export const METRICS_UPSERT_SQL = `with ${SCOPES}, ${FACTS}, counts as (${COUNTS_SELECT})
  insert into technician_metrics (id, technician_id, vendor_id, period_start, period_end, ${COUNT_COLUMNS.join(', ')}, computed_at)
  select gen_random_uuid(), c.technician_id, c.vendor_id, ?::date, ?::date, ${COUNT_COLUMNS.map((column) => `c.${column}`).join(', ')}, clock_timestamp()
    from counts c
  on conflict (technician_id, vendor_id, period_start, period_end) do update set
    ${COUNT_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}, computed_at = excluded.computed_at
  returning ${ROW_COLUMNS}`;

/** Which orders stand behind each drilldown, over FACTS (the same facts the counts add up). */
const DRILLDOWN_FILTER: Record<MetricDrilldown, string> = {
  assigned: 'not f.is_customer_cancelled and not f.is_ahead',
  completed: 'f.is_completed',
  cancelled: 'f.is_cancelled',
  recalls: 'f.is_charged and f.recalls_automatic > 0',
  first_visit_missed: 'f.is_completed and not (f.visits = 1 and f.recalls_confirmed = 0)',
  late: 'f.visits > 0 and not f.is_on_time',
  rated: 'f.rating is not null',
};

/** Longest list a drilldown answers: a 366-day period of one technician stays far below it. */
const DRILLDOWN_LIMIT = 1000;

/**
 * technician_metrics and the SQL that fills it: the one home of the metrics' definitions. Every
 * statement here is set-based over a list of scopes.
 */
@Injectable()
export class MetricsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Computes and stores the rows of every scope for one period, in one statement; answers them. */
  async recompute(scopes: readonly MetricsScope[], period: MetricsPeriod): Promise<StoredMetricsRow[]> {
    if (!scopes.length) return [];
    return this.em.execute<StoredMetricsRow[]>(METRICS_UPSERT_SQL, [...scopeArrays(scopes), period.start, period.end, period.start, period.end]);
  }

  /** The counts alone, nothing stored (tests, and what the bench compares the stored path with). */
  counts(scopes: readonly MetricsScope[], period: MetricsPeriod): Promise<(MetricCounts & MetricsScope)[]> {
    return this.em.execute(METRICS_COUNTS_SQL, [...scopeArrays(scopes), period.start, period.end]);
  }

  /** The stored row of one scope and period, or null. */
  async stored(scope: MetricsScope, period: MetricsPeriod): Promise<StoredMetricsRow | null> {
    const [row] = await this.em.execute<StoredMetricsRow[]>(
      `select ${ROW_COLUMNS} from technician_metrics
        where technician_id = ? and vendor_id is not distinct from ?::uuid and period_start = ? and period_end = ?`,
      [scope.technician_id, scope.vendor_id, period.start, period.end],
    );
    return row ?? null;
  }

  /** The stored rows of a vendor's technicians for the given periods (the performance page reads only these). */
  storedOfVendor(vendorId: string, technicianIds: readonly string[], periods: readonly MetricsPeriod[]): Promise<StoredMetricsRow[]> {
    if (!technicianIds.length || !periods.length) return Promise.resolve([]);
    return this.em.execute<StoredMetricsRow[]>(
      `select ${ROW_COLUMNS} from technician_metrics
        where vendor_id = ? and technician_id = any(?::uuid[])
          and (period_start, period_end) in (select * from unnest(?::date[], ?::date[]))`,
      [vendorId, pgArray(technicianIds), pgArray(periods.map((period) => period.start)), pgArray(periods.map((period) => period.end))],
    );
  }

  /** The periods already stored for a technician that contain a service date (an order's change recomputes them). */
  storedContaining(technicianId: string, serviceDate: string): Promise<{ vendor_id: string | null; period_start: string; period_end: string }[]> {
    return this.em.execute(
      `select vendor_id, to_char(period_start, 'YYYY-MM-DD') as period_start, to_char(period_end, 'YYYY-MM-DD') as period_end
         from technician_metrics where technician_id = ? and ?::date between period_start and period_end`,
      [technicianId, serviceDate],
    );
  }

  /**
   * The newest completions of the scopes' completed orders in the period that have no stored
   * financials yet: the service has FinancialsService calculate them before counting money.
   */
  async completionsWithoutFinancials(scopes: readonly MetricsScope[], period: MetricsPeriod): Promise<string[]> {
    if (!scopes.length) return [];
    const rows = await this.em.execute<{ id: string }[]>(
      `with ${SCOPES}
       select distinct c.id from scopes sc
         join orders o on o.technician_id = sc.technician_id and o.service_date between ?::date and ?::date
          and o.status in ('completed', 'closed') and (sc.vendor_id is null or o.vendor_id = sc.vendor_id)
          and o.order_source <> '${PERSONAL_ORDER_SOURCE}'
         cross join lateral (select oc.id from order_completions oc where oc.order_id = o.id order by oc.completed_at desc, oc.id desc limit 1) c
        where not exists (select 1 from order_financials f where f.completion_id = c.id)`,
      [...scopeArrays(scopes), period.start, period.end],
    );
    return rows.map((row) => row.id);
  }

  /** The orders behind one figure of one scope and period, newest service date first. */
  drilldown(scope: MetricsScope, period: MetricsPeriod, metric: MetricDrilldown): Promise<MetricOrder[]> {
    const recalls = metric === 'recalls';
    return this.em.execute<MetricOrder[]>(
      `with ${SCOPES}, ${FACTS}
       select f.id, f.invoice_number, f.service_date, f.customer_name, f.status,
              case when f.is_completed then f.total::float8 end as total, f.rating::int as rating,
              ${recalls ? 'r.id' : 'null::uuid'} as recall_order_id, ${recalls ? 'r.invoice_number' : 'null::text'} as recall_invoice_number,
              ${recalls ? 'r.recall_status' : 'null::text'} as recall_status,
              ${metric === 'late' ? `to_char(f.arrived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : 'null::text'} as arrived_at
         from facts f
         ${recalls ? "join orders r on r.recall_of_order_id = f.id and r.recall_status in ('suspected', 'dismissed')" : ''}
        where ${DRILLDOWN_FILTER[metric]}
        order by f.service_date desc, f.invoice_number${recalls ? ', r.invoice_number' : ''}
        limit ${DRILLDOWN_LIMIT}`,
      [...scopeArrays([scope]), period.start, period.end],
    );
  }

  /**
   * SPEC.md §3: technicians.completed_orders (every completed or closed non-personal order, all
   * time) and technicians.rating (the average of every rating recorded, two decimals), from the orders.
   */
  async refreshTechnicianTotals(technicianIds: readonly string[]): Promise<void> {
    if (!technicianIds.length) return;
    await this.em.execute(
      `update technicians t set completed_orders = s.completed, rating = s.rating
         from (
           select t2.id,
                  (select count(*) from orders o where o.technician_id = t2.id and o.status in ('completed', 'closed')
                      and o.order_source <> '${PERSONAL_ORDER_SOURCE}')::int as completed,
                  (select round(avg(o.rating), 2) from orders o where o.technician_id = t2.id and o.rating is not null
                      and o.order_source <> '${PERSONAL_ORDER_SOURCE}') as rating
             from technicians t2 where t2.id = any(?::uuid[])
         ) s
        where t.id = s.id`,
      [pgArray(technicianIds)],
    );
  }

  /** The accepted roster of a vendor with names (the performance page's rows), by name. */
  roster(vendorId: string): Promise<{ id: string; full_name: string | null }[]> {
    return this.em.execute(
      `select t.id, t.full_name from vendor_technicians vt join technicians t on t.id = vt.technician_id
        where vt.vendor_id = ? and vt.status = 'accepted' order by t.full_name nulls last, t.id`,
      [vendorId],
    );
  }

  /** Every scope the nightly job recomputes: each technician × vendor pair on a roster (with the vendor's zone), each technician's own row (its zone). */
  async nightlyScopes(): Promise<{ technician_id: string; vendor_id: string | null; timezone: string | null }[]> {
    return this.em.execute(
      `select vt.technician_id, vt.vendor_id, v.timezone from vendor_technicians vt join vendors v on v.id = vt.vendor_id
        where vt.status = 'accepted' and vt.technician_id is not null
       union all
       select t.id, null, t.timezone from technicians t
       order by 1, 2 nulls first`,
    );
  }

  /** The technician's own zone (its null row's "today"). */
  async technicianZone(technicianId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ timezone: string | null }[]>('select timezone from technicians where id = ?', [technicianId]);
    return row?.timezone ?? null;
  }

  /** An order as the recompute job needs it. */
  async orderFacts(orderId: string): Promise<{ technician_id: string | null; vendor_id: string | null; service_date: string } | null> {
    const [row] = await this.em.execute<{ technician_id: string | null; vendor_id: string | null; service_date: string }[]>(
      `select technician_id, vendor_id, to_char(service_date, 'YYYY-MM-DD') as service_date from orders where id = ?`,
      [orderId],
    );
    return row ?? null;
  }
}

/**
 * A PostgreSQL array literal of uuids or dates (null entries as NULL): the query layer spreads a JS
 * array into a list, so arrays travel as one text parameter. Every entry was checked to be a uuid
 * or a date before it got here, so none needs quoting.
 */
export function pgArray(values: readonly (string | null)[]): string {
  return `{${values.map((value) => value ?? 'NULL').join(',')}}`;
}

function scopeArrays(scopes: readonly MetricsScope[]): [string, string] {
  return [pgArray(scopes.map((scope) => scope.technician_id)), pgArray(scopes.map((scope) => scope.vendor_id))];
}
