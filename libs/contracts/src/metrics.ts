/**
 * Technician performance (issue 14, SPEC.md §3 `technician_metrics`, §4/§7/§9). Every rate carries
 * its numerator and denominator, so a figure can be traced back to the orders behind it.
 *
 * The period is a range of service dates (yyyy-mm-dd, both ends included) in the order's vendor's
 * time zone: an order belongs to the period its service date falls in. A vendor's row counts only
 * that vendor's orders; the admin's and the technician's own row (`vendor_id: null`) count every
 * vendor's. Personal bookings never count.
 */

/** SPEC.md §9: metrics period 90 days. */
export const METRICS_PERIOD_DAYS = 90;
/** The presets of /technicians/performance. */
export const METRICS_PRESET_DAYS = [30, 90] as const;
/** A rate over fewer orders than this is shown greyed: too few to judge by. */
export const METRICS_MIN_SAMPLE = 5;
/** The longest custom range a request may ask for. */
export const METRICS_MAX_PERIOD_DAYS = 366;

/** A rate and what it is made of. `value` is numerator ÷ denominator, null when nothing to divide. */
export interface MetricRate {
  numerator: number;
  denominator: number;
  value: number | null;
}

export function metricRate(numerator: number, denominator: number): MetricRate {
  return { numerator, denominator, value: denominator > 0 ? numerator / denominator : null };
}

/** Whether a rate rests on too few orders to be judged by (the page greys it). */
export function belowMinimumSample(rate: MetricRate): boolean {
  return rate.denominator < METRICS_MIN_SAMPLE;
}

/**
 * The counts a metrics row is made of, all whole numbers (amounts in cents). Rates are derived
 * from them by `metricsFromCounts`, so a par (the sum of several technicians' counts) is made the
 * same way as one technician's row.
 */
export interface MetricCounts {
  /**
   * Orders of the period, less those cancelled for a customer-side reason (the newest history row
   * to cancelled says cancel_side 'customer') and those still ahead (open, with a service date after
   * today on the order's own wall clock, its vendor's zone).
   */
  assigned: number;
  /** Completed or closed. */
  completed: number;
  cancelled: number;
  customer_cancelled: number;
  /**
   * Later orders found to repeat one of these completions (rule in appliances.ts), dismissed or not,
   * charged to the technician of the original's newest completion; counted in the period of the
   * original's service date.
   */
  recalls_automatic: number;
  /** Of those, the ones the vendor has not marked "not a recall". */
  recalls_confirmed: number;
  /** Completed with one visit (exactly one history row to in_progress) and no suspected recall against it (a dismissed one does not count). */
  first_visit: number;
  /** Orders where work started (a history row to in_progress: the arrival), whatever became of them. */
  arrivals: number;
  /** Arrivals whose first move to in_progress lies inside the order's time window (lower ≤ at ≤ upper). */
  on_time: number;
  /** Completed orders that are not recalls themselves: the average ticket's denominator. */
  ticket_orders: number;
  /** Sum of (total − tax) of those = labor + parts_price of the newest completion, tips excluded (cents). */
  ticket_sum: number;
  /**
   * Sum of totals billed on completed orders (cents): order_financials.total of each newest
   * completion = labor + parts_price + tax, tips excluded (the financials are calculated first where missing).
   */
  revenue: number;
  /** The technician's share plus tips (cents): technician_share of the newest completion's order_financials + its tip. */
  earnings: number;
  rating_sum: number;
  rating_count: number;
}

export const EMPTY_METRIC_COUNTS: MetricCounts = {
  assigned: 0,
  completed: 0,
  cancelled: 0,
  customer_cancelled: 0,
  recalls_automatic: 0,
  recalls_confirmed: 0,
  first_visit: 0,
  arrivals: 0,
  on_time: 0,
  ticket_orders: 0,
  ticket_sum: 0,
  revenue: 0,
  earnings: 0,
  rating_sum: 0,
  rating_count: 0,
};

export function addMetricCounts(a: MetricCounts, b: MetricCounts): MetricCounts {
  const sum = { ...a };
  for (const key of Object.keys(EMPTY_METRIC_COUNTS) as (keyof MetricCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** The figures a scorecard shows, derived from the counts. */
export interface MetricFigures {
  completion_rate: MetricRate;
  recall_rate: MetricRate;
  confirmed_recall_rate: MetricRate;
  first_visit_rate: MetricRate;
  on_time_rate: MetricRate;
  /** Cents; null with no ticket orders. */
  average_ticket: number | null;
  /** 1–5 with two decimals; null with no rating. */
  rating: number | null;
}

export function metricsFromCounts(counts: MetricCounts): MetricFigures {
  return {
    completion_rate: metricRate(counts.completed, counts.assigned),
    recall_rate: metricRate(counts.recalls_automatic, counts.completed),
    confirmed_recall_rate: metricRate(counts.recalls_confirmed, counts.completed),
    first_visit_rate: metricRate(counts.first_visit, counts.completed),
    on_time_rate: metricRate(counts.on_time, counts.arrivals),
    average_ticket: counts.ticket_orders > 0 ? Math.round(counts.ticket_sum / counts.ticket_orders) : null,
    rating: counts.rating_count > 0 ? Math.round((counts.rating_sum / counts.rating_count) * 100) / 100 : null,
  };
}

/**
 * GET /api/technicians/:id/metrics?period_start=&period_end= answers this stored row, or `null`
 * when none is stored for exactly that period (SPEC.md §7's PGRST116 case). Amounts are cents.
 */
export interface TechnicianMetrics extends MetricCounts, MetricFigures {
  technician_id: string;
  /** The vendor the row counts for; null for every vendor's (the admin's and the technician's own). */
  vendor_id: string | null;
  period_start: string;
  period_end: string;
  computed_at: string;
}

/** POST /api/technicians/:id/metrics/recalculate (SPEC.md §7 update-technician-metrics). */
export interface RecalculateMetricsRequest {
  /** SPEC.md §9: 90. The period ends today in the technician's (or vendor's) time zone. */
  period_days: number;
}

/** GET /api/technicians/performance?period_start=&period_end= (the vendor's page). */
export interface PerformanceRow {
  technician: { id: string; full_name: string | null };
  metrics: TechnicianMetrics;
}

/**
 * One technician's week for the charts: a stored technician_metrics row (the vendor's) whose period
 * is one whole week from the vendor's settlement week start; the report lists every week that
 * overlaps its period, so the first and last weeks may reach past it.
 */
export interface WeeklyPerformance {
  /** Monday (or the vendor's settlement week start) of the week, yyyy-mm-dd. */
  week_start: string;
  technician_id: string;
  completed: number;
  revenue: number;
}

export interface PerformanceReport {
  period_start: string;
  period_end: string;
  rows: PerformanceRow[];
  /** The vendor-wide figure beside each technician's: the sum of every row's counts. */
  par: MetricCounts & MetricFigures;
  weekly: WeeklyPerformance[];
  /** When the oldest row shown was computed; null without rows. */
  computed_at: string | null;
}

/** What a figure is made of: GET /api/technicians/:id/metrics/orders?metric=…&period_start=&period_end=. */
export const METRIC_DRILLDOWNS = ['assigned', 'completed', 'cancelled', 'recalls', 'first_visit_missed', 'late', 'rated'] as const;
export type MetricDrilldown = (typeof METRIC_DRILLDOWNS)[number];

export interface MetricOrder {
  id: string;
  invoice_number: string;
  service_date: string;
  customer_name: string;
  status: string;
  /** Total billed (cents), null when not completed. */
  total: number | null;
  rating: number | null;
  /** For `recalls`: the later order that repeats this one. */
  recall_order_id: string | null;
  recall_invoice_number: string | null;
  recall_status: 'suspected' | 'dismissed' | null;
  /** For `late`: when work started. */
  arrived_at: string | null;
}

export interface MetricOrderList {
  items: MetricOrder[];
}

/** `data` of a metrics_update notification (PRODUCT.md: closing an order and every rating change). */
export interface MetricsUpdateData {
  action: 'update_metrics';
  technician_id: string;
  order_id: string;
}

export function isMetricsUpdateData(data: Record<string, unknown>): data is Record<string, unknown> & MetricsUpdateData {
  return data.action === 'update_metrics' && typeof data.technician_id === 'string';
}

/** The customer's rating the vendor records when closing an order (1–5 stars). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
