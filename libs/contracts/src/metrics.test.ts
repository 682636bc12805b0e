import { addDays, daysBetween } from './calendar.js';
import { addMetricCounts, belowMinimumSample, EMPTY_METRIC_COUNTS, type MetricCounts, metricRate, metricsFromCounts } from './metrics.js';

// A technician with 10 orders in the period (issue 14's fixture in words): 1 cancelled by the
// customer, 1 by the company, 8 completed; 1 of them recalled, 1 needed a second visit, 1 late.
const tenOrders: MetricCounts = {
  ...EMPTY_METRIC_COUNTS,
  assigned: 9,
  completed: 8,
  cancelled: 2,
  customer_cancelled: 1,
  recalls_automatic: 2,
  recalls_confirmed: 1,
  first_visit: 6,
  arrivals: 8,
  on_time: 7,
  ticket_orders: 8,
  ticket_sum: 200_000,
  revenue: 216_000,
  earnings: 90_000,
  rating_sum: 9,
  rating_count: 2,
};

describe('technician metrics from their counts (issue 14: every rate with its numerator and denominator)', () => {
  it.each<[keyof ReturnType<typeof metricsFromCounts>, unknown]>([
    ['completion_rate', { numerator: 8, denominator: 9, value: 8 / 9 }],
    ['recall_rate', { numerator: 2, denominator: 8, value: 0.25 }],
    ['confirmed_recall_rate', { numerator: 1, denominator: 8, value: 0.125 }],
    ['first_visit_rate', { numerator: 6, denominator: 8, value: 0.75 }],
    ['on_time_rate', { numerator: 7, denominator: 8, value: 0.875 }],
    ['average_ticket', 25_000],
    ['rating', 4.5],
  ])('%s', (figure, expected) => {
    expect(metricsFromCounts(tenOrders)[figure]).toEqual(expected);
  });

  it('has no rate, ticket or rating where there is nothing to divide', () => {
    const figures = metricsFromCounts(EMPTY_METRIC_COUNTS);
    expect(figures.completion_rate).toEqual({ numerator: 0, denominator: 0, value: null });
    expect(figures.average_ticket).toBeNull();
    expect(figures.rating).toBeNull();
  });

  it('rounds the rating to two decimals and the ticket to the cent', () => {
    const figures = metricsFromCounts({ ...EMPTY_METRIC_COUNTS, rating_sum: 14, rating_count: 3, ticket_orders: 3, ticket_sum: 10_000 });
    expect(figures.rating).toBe(4.67);
    expect(figures.average_ticket).toBe(3_333);
  });

  it('makes the par from the sum of the counts, not the average of the rates', () => {
    const few: MetricCounts = { ...EMPTY_METRIC_COUNTS, assigned: 1, completed: 0 };
    const par = metricsFromCounts(addMetricCounts(tenOrders, few));
    expect(par.completion_rate).toEqual(metricRate(8, 10));
  });

  it.each([
    [4, true],
    [5, false],
  ])('greys a rate over %i orders: %s', (denominator, greyed) => {
    expect(belowMinimumSample(metricRate(1, denominator))).toBe(greyed);
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-11-26', -90, '2026-08-28'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });
});
