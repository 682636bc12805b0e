import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  addDays,
  addMetricCounts,
  dateInZone,
  daysBetween,
  EMPTY_METRIC_COUNTS,
  METRICS_MAX_PERIOD_DAYS,
  METRICS_PERIOD_DAYS,
  METRICS_PRESET_DAYS,
  type MetricCounts,
  type MetricOrderList,
  metricsFromCounts,
  type PerformanceReport,
  type TechnicianMetrics,
} from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { usableZone } from '../common/time-zone.js';
import { FinancialsService } from '../financials/financials.service.js';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import type { MetricOrdersQueryDto, MetricsPeriodQueryDto } from './metrics.dto.js';
import { type MetricsPeriod, MetricsRepository, type MetricsScope, type StoredMetricsRow } from './metrics.repository.js';

const COUNT_KEYS = Object.keys(EMPTY_METRIC_COUNTS) as (keyof MetricCounts)[];

export function countsOf(row: StoredMetricsRow): MetricCounts {
  const counts = { ...EMPTY_METRIC_COUNTS };
  for (const key of COUNT_KEYS) counts[key] = Number(row[key]);
  return counts;
}

export function toMetricsView(row: StoredMetricsRow): TechnicianMetrics {
  const counts = countsOf(row);
  return {
    technician_id: row.technician_id,
    vendor_id: row.vendor_id,
    period_start: row.period_start,
    period_end: row.period_end,
    ...counts,
    ...metricsFromCounts(counts),
    computed_at: new Date(row.computed_at).toISOString(),
  };
}

/**
 * A stored row is stale when it was computed before its period ended and on an earlier day than
 * today (in the zone its period is read in): orders of its last days may have moved since. A row
 * of a period already over when computed stays good until an order of it changes (the recompute
 * job refreshes those rows then).
 */
export function isStale(row: StoredMetricsRow, zone: string, now = new Date()): boolean {
  const computedOn = dateInZone(new Date(row.computed_at), zone);
  return computedOn <= row.period_end && computedOn < dateInZone(now, zone);
}

/** The first day of the week (0 = Sunday … 6 = Saturday starts it) that holds `date`. */
export function weekStartOf(date: string, weekStart: number): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday - weekStart + 7) % 7));
}

const key = (scope: MetricsScope, period: MetricsPeriod) => `${scope.technician_id}|${scope.vendor_id ?? ''}|${period.start}|${period.end}`;

/**
 * Technician performance (issue 14): the rows of technician_metrics, computed by MetricsRepository's
 * one SQL definition and read back as stored. A vendor sees its own row of a technician on its
 * roster, an admin and the technician itself the row across every vendor.
 */
@Injectable()
export class MetricsService {
  private readonly logger = new Logger(MetricsService.name);

  constructor(
    private readonly metrics: MetricsRepository,
    private readonly access: AccessService,
    private readonly financials: FinancialsService,
    private readonly vendorSettings: VendorSettingsRepository,
  ) {}

  /** GET /api/technicians/:id/metrics: the stored row, or null (SPEC.md §7's PGRST116 case, not an error). */
  async read(caller: Principal, technicianId: string, query: MetricsPeriodQueryDto): Promise<TechnicianMetrics | null> {
    await this.access.requireAccess(caller, 'metrics.read', [technicianId]);
    const period = checkedPeriod(query);
    const row = await this.metrics.stored(this.scopeOf(caller, technicianId), period);
    return row ? toMetricsView(row) : null;
  }

  /** POST /api/technicians/:id/metrics/recalculate: the period ending today in the caller's zone, computed, stored and answered. */
  async recalculate(caller: Principal, technicianId: string, periodDays: number): Promise<TechnicianMetrics> {
    await this.access.requireAccess(caller, 'metrics.calculate', [technicianId]);
    const scope = this.scopeOf(caller, technicianId);
    const zone = await this.zoneOf(scope);
    const end = dateInZone(new Date(), zone);
    const [row] = await this.compute([scope], { start: addDays(end, -periodDays), end });
    return toMetricsView(row);
  }

  /** GET /api/technicians/:id/metrics/orders: the orders behind one figure, in the caller's scope. */
  async orders(caller: Principal, technicianId: string, query: MetricOrdersQueryDto): Promise<MetricOrderList> {
    await this.access.requireAccess(caller, 'metrics.read', [technicianId]);
    const period = checkedPeriod(query);
    const items = await this.metrics.drilldown(this.scopeOf(caller, technicianId), period, query.metric);
    return { items: items.map((item) => ({ ...item, total: item.total === null ? null : Number(item.total) })) };
  }

  /**
   * GET /api/technicians/performance: the vendor's roster with its stored rows for the period, the
   * par, and the weekly rows of the chart. Rows missing or stale are computed and stored first (one
   * statement per period), so a repeat request reads technician_metrics only.
   */
  async performance(caller: Principal, query: MetricsPeriodQueryDto): Promise<PerformanceReport> {
    await this.access.requireAccess(caller, 'metrics.performance');
    const vendorId = caller.vendorId!;
    const period = checkedPeriod(query);
    const settings = await this.vendorSettings.inForce(vendorId);
    const zone = settings.timezone;
    const roster = await this.metrics.roster(vendorId);
    const ids = roster.map((technician) => technician.id);
    const weeks: MetricsPeriod[] = [];
    for (let start = weekStartOf(period.start, settings.settlement_week_start); start <= period.end; start = addDays(start, 7)) {
      weeks.push({ start, end: addDays(start, 6) });
    }
    const periods = [period, ...weeks];
    const stored = new Map<string, StoredMetricsRow>();
    const keep = (rows: StoredMetricsRow[]) => rows.forEach((row) => stored.set(key(row, { start: row.period_start, end: row.period_end }), row));
    keep(await this.metrics.storedOfVendor(vendorId, ids, periods));
    const now = new Date();
    const due = periods.map((wanted) => ({
      period: wanted,
      scopes: ids
        .map((id): MetricsScope => ({ technician_id: id, vendor_id: vendorId }))
        .filter((scope) => {
          const row = stored.get(key(scope, wanted));
          return !row || isStale(row, zone, now);
        }),
    }));
    // A read: the technicians' all-time totals are the jobs' and recalculate's to refresh.
    keep(await this.computeMany(due, { totals: false }));
    const rows = roster.map((technician) => ({ technician, metrics: toMetricsView(stored.get(key({ technician_id: technician.id, vendor_id: vendorId }, period))!) }));
    const par = rows.reduce((sum, row) => addMetricCounts(sum, row.metrics), EMPTY_METRIC_COUNTS);
    const computed = rows.map((row) => row.metrics.computed_at).sort();
    return {
      period_start: period.start,
      period_end: period.end,
      rows,
      par: { ...pickCounts(par), ...metricsFromCounts(par) },
      weekly: weeks.flatMap((week) =>
        ids.map((id) => {
          const row = stored.get(key({ technician_id: id, vendor_id: vendorId }, week))!;
          return { week_start: week.start, technician_id: id, completed: Number(row.completed), revenue: Number(row.revenue) };
        }),
      ),
      computed_at: computed[0] ?? null,
    };
  }

  /**
   * Computes and stores the rows of many scopes for one period in one statement (see computeMany);
   * SPEC.md §3's technicians.completed_orders and rating follow.
   */
  async compute(scopes: readonly MetricsScope[], period: MetricsPeriod): Promise<StoredMetricsRow[]> {
    return this.computeMany([{ scopes, period }], { totals: true });
  }

  /**
   * Computes and stores the rows of several batches (scopes × one period each, one statement per
   * batch). Money is counted from stored financials: the completions missing theirs are
   * calculated first by FinancialsService (the one money module), in one look over all the batches'
   * days. With `totals`, technicians.completed_orders and rating follow (once, for every technician named).
   */
  async computeMany(batches: readonly { scopes: readonly MetricsScope[]; period: MetricsPeriod }[], options: { totals: boolean }): Promise<StoredMetricsRow[]> {
    const due = batches.filter((batch) => batch.scopes.length);
    if (!due.length) return [];
    const scopes = [...new Map(due.flatMap((batch) => batch.scopes).map((scope) => [`${scope.technician_id}|${scope.vendor_id ?? ''}`, scope])).values()];
    const days = { start: due.map((batch) => batch.period.start).sort()[0], end: due.map((batch) => batch.period.end).sort().at(-1)! };
    for (const completionId of await this.metrics.completionsWithoutFinancials(scopes, days)) {
      await this.financials.calculateCompletion(completionId);
    }
    const rows: StoredMetricsRow[] = [];
    for (const batch of due) rows.push(...(await this.metrics.recompute(batch.scopes, batch.period)));
    if (options.totals) await this.metrics.refreshTechnicianTotals([...new Set(scopes.map((scope) => scope.technician_id))]);
    return rows;
  }

  /**
   * The metrics-recompute job: an order closed or its rating changed. Every stored row of its
   * technician whose period holds the order's service date is computed again, and the 90-day rows
   * ending today (its vendor's and its own) are made fresh.
   */
  async recomputeForOrder(orderId: string): Promise<void> {
    const order = await this.metrics.orderFacts(orderId);
    if (!order?.technician_id) return;
    const technicianId = order.technician_id;
    const byPeriod = new Map<string, { period: MetricsPeriod; scopes: MetricsScope[] }>();
    const add = (scope: MetricsScope, period: MetricsPeriod) => {
      const id = `${period.start}|${period.end}`;
      const entry = byPeriod.get(id) ?? { period, scopes: [] };
      if (!entry.scopes.some((known) => known.vendor_id === scope.vendor_id)) entry.scopes.push(scope);
      byPeriod.set(id, entry);
    };
    for (const row of await this.metrics.storedContaining(technicianId, order.service_date)) {
      add({ technician_id: technicianId, vendor_id: row.vendor_id }, { start: row.period_start, end: row.period_end });
    }
    for (const scope of [{ technician_id: technicianId, vendor_id: order.vendor_id }, { technician_id: technicianId, vendor_id: null }]) {
      if (scope.vendor_id === undefined) continue;
      const end = dateInZone(new Date(), await this.zoneOf(scope));
      add(scope, { start: addDays(end, -METRICS_PERIOD_DAYS), end });
    }
    await this.computeMany([...byPeriod.values()], { totals: true });
  }

  /** The nightly job: every technician × vendor pair on a roster and every technician's own row, for each preset period ending today in its zone. */
  async recomputeAll(now = new Date()): Promise<number> {
    const byPeriod = new Map<string, { period: MetricsPeriod; scopes: MetricsScope[] }>();
    for (const scope of await this.metrics.nightlyScopes()) {
      const end = dateInZone(now, usableZone(scope.timezone));
      for (const days of METRICS_PRESET_DAYS) {
        const period = { start: addDays(end, -days), end };
        const id = `${period.start}|${period.end}`;
        const entry = byPeriod.get(id) ?? { period, scopes: [] };
        entry.scopes.push({ technician_id: scope.technician_id, vendor_id: scope.vendor_id });
        byPeriod.set(id, entry);
      }
    }
    const rows = (await this.computeMany([...byPeriod.values()], { totals: true })).length;
    this.logger.log(`nightly: ${rows} metrics row(s) in ${byPeriod.size} period(s)`);
    return rows;
  }

  /** A vendor reads its own row of the technician; an admin and the technician itself the row across every vendor. */
  private scopeOf(caller: Principal, technicianId: string): MetricsScope {
    return { technician_id: technicianId.toLowerCase(), vendor_id: caller.role === 'vendor' ? caller.vendorId : null };
  }

  /** Where "today" is: the vendor's zone for its row, the technician's own (else UTC) across vendors. */
  private async zoneOf(scope: MetricsScope): Promise<string> {
    if (scope.vendor_id) return (await this.vendorSettings.inForce(scope.vendor_id)).timezone;
    return usableZone(await this.metrics.technicianZone(scope.technician_id));
  }
}

function pickCounts(source: MetricCounts): MetricCounts {
  const counts = { ...EMPTY_METRIC_COUNTS };
  for (const name of COUNT_KEYS) counts[name] = source[name];
  return counts;
}

/** The period asked for: start ≤ end, end at most METRICS_MAX_PERIOD_DAYS days after start (as recalculate's period_days). */
function checkedPeriod(query: MetricsPeriodQueryDto): MetricsPeriod {
  const length = daysBetween(query.period_start, query.period_end);
  if (length < 0) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
      { field: 'period_end', message: 'period_end must not be before period_start', code: 'INVALID' },
    ]);
  }
  if (length > METRICS_MAX_PERIOD_DAYS) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
      { field: 'period_end', message: `the period must be at most ${METRICS_MAX_PERIOD_DAYS} days`, code: 'TOO_LARGE', params: { max: METRICS_MAX_PERIOD_DAYS } },
    ]);
  }
  return { start: query.period_start, end: query.period_end };
}
