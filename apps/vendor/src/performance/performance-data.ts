import { useQuery } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import {
  addDays,
  belowMinimumSample,
  daysBetween,
  formatMoney,
  METRICS_MAX_PERIOD_DAYS,
  type MetricCounts,
  type MetricDrilldown,
  type MetricFigures,
  type MetricOrderList,
  type MetricRate,
  type PerformanceReport,
} from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { formatAmount } from '@fixflow/ui';

export interface Period {
  period_start: string;
  period_end: string;
}

/** A preset: the `days` days that end today (both ends included), today being the vendor's. */
export function presetPeriod(today: string, days: number): Period {
  return { period_start: addDays(today, -(days - 1)), period_end: today };
}

/** A custom range the API accepts: both days, start not after end, at most METRICS_MAX_PERIOD_DAYS. */
export function validRange(start: string, end: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return false;
  const days = daysBetween(start, end) + 1;
  return days >= 1 && days <= METRICS_MAX_PERIOD_DAYS;
}

export function usePerformanceReport(period: Period) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.performance(period),
    queryFn: ({ signal }): Promise<PerformanceReport> => typed(api).get('/technicians/performance', { query: period, signal }),
    // A switch of period keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}

export function useMetricOrders(request: { technician_id: string; metric: MetricDrilldown } | null, period: Period) {
  const { api } = useShell();
  const filters = { technician_id: request?.technician_id ?? '', metric: request?.metric ?? 'completed', ...period };
  return useQuery({
    queryKey: queryKeys.metricOrders(filters),
    enabled: request !== null,
    queryFn: ({ signal }): Promise<MetricOrderList> =>
      typed(api).get('/technicians/{id}/metrics/orders', { path: { id: filters.technician_id }, query: { metric: filters.metric, period_start: period.period_start, period_end: period.period_end }, signal }),
  });
}

/** The figures of the table, in its order; each names the orders behind it. */
export type RateKey = 'completion_rate' | 'recall_rate' | 'confirmed_recall_rate' | 'first_visit_rate' | 'on_time_rate';
export type CountKey = 'completed' | 'cancelled';
export type AmountKey = 'average_ticket' | 'revenue' | 'earnings';

export const RATE_DRILLDOWN: Record<RateKey, MetricDrilldown> = {
  completion_rate: 'assigned',
  recall_rate: 'recalls',
  confirmed_recall_rate: 'recalls',
  first_visit_rate: 'first_visit_missed',
  on_time_rate: 'late',
};
export const COUNT_DRILLDOWN: Record<CountKey, MetricDrilldown> = { completed: 'completed', cancelled: 'cancelled' };

export type Figures = MetricCounts & MetricFigures;

export function percent(rate: MetricRate, language: string): string {
  if (rate.value === null) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate.value);
}

export function cents(amount: number | null, language: string): string {
  return amount === null ? '—' : formatAmount(formatMoney(amount), language);
}

export function ratingText(rating: number | null, language: string): string {
  return rating === null ? '—' : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(rating);
}

export { belowMinimumSample };

/** Whether the period holds any order at all (the par counts every technician's). */
export function hasOrders(par: MetricCounts): boolean {
  return par.assigned + par.completed + par.cancelled + par.customer_cancelled > 0;
}

/** report.weekly summed over the technicians, one entry a week, oldest first. */
export function weeklyTotals(report: PerformanceReport): { week_start: string; completed: number; revenue: number }[] {
  const weeks = new Map<string, { week_start: string; completed: number; revenue: number }>();
  for (const row of report.weekly) {
    const week = weeks.get(row.week_start) ?? { week_start: row.week_start, completed: 0, revenue: 0 };
    week.completed += row.completed;
    week.revenue += row.revenue;
    weeks.set(row.week_start, week);
  }
  return [...weeks.values()].sort((a, b) => a.week_start.localeCompare(b.week_start));
}
