import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import { addMetricCounts, EMPTY_METRIC_COUNTS, metricsFromCounts, type MetricCounts, type MetricOrderList, type PerformanceReport, type TechnicianMetrics } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';
import { presetPeriod, validRange, weeklyTotals } from './performance-data';

const counts = (overrides: Partial<MetricCounts>): MetricCounts => ({ ...EMPTY_METRIC_COUNTS, ...overrides });
const row = (id: string, full_name: string, c: MetricCounts): PerformanceReport['rows'][number] => {
  const metrics: TechnicianMetrics = { ...c, ...metricsFromCounts(c), technician_id: id, vendor_id: 'v1', period_start: '2026-08-29', period_end: '2026-11-26', computed_at: '2026-11-26T03:00:00.000Z' };
  return { technician: { id, full_name }, metrics };
};
// Sam: 23 of 25 assigned completed, 1 recall; Pat: 3 completed (below the sample of 5).
const sam = counts({ assigned: 25, completed: 23, cancelled: 2, recalls_automatic: 1, recalls_confirmed: 1, first_visit: 21, arrivals: 24, on_time: 22, ticket_orders: 22, ticket_sum: 770000, revenue: 812000, earnings: 406000, rating_sum: 46, rating_count: 10 });
const pat = counts({ assigned: 3, completed: 3, first_visit: 3, arrivals: 3, on_time: 2, ticket_orders: 3, ticket_sum: 30000, revenue: 32000, earnings: 16000 });
const par = addMetricCounts(sam, pat);
const report = (rows: PerformanceReport['rows'], parCounts: MetricCounts = par): PerformanceReport => ({
  period_start: '2026-08-29',
  period_end: '2026-11-26',
  rows,
  par: { ...parCounts, ...metricsFromCounts(parCounts) },
  weekly: [
    { week_start: '2026-11-16', technician_id: 't1', completed: 4, revenue: 120000 },
    { week_start: '2026-11-09', technician_id: 't1', completed: 3, revenue: 90000 },
    { week_start: '2026-11-16', technician_id: 't2', completed: 1, revenue: 10000 },
  ],
  computed_at: '2026-11-26T03:00:00.000Z',
});
const full = report([row('t1', 'Sam Rivera', sam), row('t2', 'Pat Lee', pat)]);

function renderPage(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi(routes);
  const navigate = jest.fn();
  const Page = app.pages['/technicians/performance'];
  renderWithShell(<Page />, { app, language, session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate } });
  return { calls, navigate };
}

describe('performance periods', () => {
  it('a preset is the days that end today, both ends counted; a custom range is a day pair at most 366 days long', () => {
    expect(presetPeriod('2026-11-26', 90)).toEqual({ period_start: '2026-08-29', period_end: '2026-11-26' });
    expect(presetPeriod('2026-11-26', 30)).toEqual({ period_start: '2026-10-28', period_end: '2026-11-26' });
    expect(validRange('2026-01-01', '2026-01-01')).toBe(true);
    expect(validRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(validRange('2025-01-01', '2026-01-01')).toBe(true);
    expect(validRange('2025-01-01', '2026-01-02')).toBe(false);
    expect(validRange('', '2026-01-02')).toBe(false);
  });

  it('sums the weeks over the technicians, oldest first', () => {
    expect(weeklyTotals(full)).toEqual([
      { week_start: '2026-11-09', completed: 3, revenue: 90000 },
      { week_start: '2026-11-16', completed: 5, revenue: 130000 },
    ]);
  });
});

describe('/technicians/performance', () => {
  it('shows each technician beside the par, rates with what they are made of, greyed below 5 orders; 30 days asks again', async () => {
    const { calls } = renderPage({ 'GET /api/technicians/performance': () => ({ status: 200, body: full }) });
    const table = within(await screen.findByTestId('performance-table'));
    expect(table.getByText('Sam Rivera')).toBeTruthy();
    expect(table.getByText('Company par')).toBeTruthy();
    expect(within(screen.getByTestId('completed-t1')).getByText('23')).toBeTruthy();
    const completion = within(screen.getByTestId('completion_rate-t1'));
    expect(completion.getByText('92%')).toBeTruthy();
    expect(completion.getByText('23/25')).toBeTruthy();
    expect(within(screen.getByTestId('completion_rate-par')).getByText('26/28')).toBeTruthy();
    expect(within(screen.getByTestId('recall_rate-t1')).getByText('1/23')).toBeTruthy();
    // Pat's 3 completions are too few: the rate is there, greyed, and says why.
    expect(screen.getByTestId('first_visit_rate-t2').getAttribute('title')).toBe('Fewer than 5 orders: too few to judge by');
    expect(screen.getByTestId('first_visit_rate-t1').getAttribute('title')).toBeNull();
    expect(within(screen.getByTestId('revenue-t1')).getByText('8,120.00')).toBeTruthy();
    expect(within(screen.getByTestId('rating-t1')).getByText('4.6')).toBeTruthy();
    expect(within(screen.getByTestId('rating-t1')).getByText('rated: 10')).toBeTruthy();
    // The charts load after the figures, as a chunk of their own.
    expect(await screen.findByTestId('chart-weekly-completed')).toBeTruthy();
    expect(screen.getByText('Recall rate per technician')).toBeTruthy();
    expect(screen.getByLabelText('Sam Rivera 4% · 1/23')).toBeTruthy();

    const first = calls.find((call) => call.key === 'GET /api/technicians/performance')!.url.searchParams;
    const days = (Date.parse(first.get('period_end')!) - Date.parse(first.get('period_start')!)) / 86_400_000 + 1;
    expect(days).toBe(90);
    fireEvent.click(screen.getByText('30 days'));
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/technicians/performance')).toHaveLength(2));
    const second = calls.filter((call) => call.key === 'GET /api/technicians/performance')[1].url.searchParams;
    expect((Date.parse(second.get('period_end')!) - Date.parse(second.get('period_start')!)) / 86_400_000 + 1).toBe(30);
  }, 60_000);

  it('on a phone, draws one card a technician, the par first, each figure named', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(max-width: 767px)', addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      renderPage({ 'GET /api/technicians/performance': () => ({ status: 200, body: full }) });
      const cards = within(await screen.findByTestId('performance-cards'));
      expect(screen.queryByTestId('performance-table')).toBeNull();
      const titles = cards.getAllByText(/Company par|Sam Rivera|Pat Lee/).map((node) => node.textContent);
      expect(titles).toEqual(['Company par', 'Sam Rivera', 'Pat Lee']);
      expect(cards.getAllByText('Confirmed recalls')).toHaveLength(3);
      expect(within(screen.getByTestId('completion_rate-t1')).getByText('23/25')).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  }, 60_000);

  it('asks for a custom range once it is whole and in order, and says when it is not', async () => {
    const { calls } = renderPage({ 'GET /api/technicians/performance': () => ({ status: 200, body: full }) });
    await screen.findByTestId('performance-table');
    fireEvent.click(screen.getByText('Custom'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('Pick a start on or before the end, at most 366 days apart.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.key === 'GET /api/technicians/performance').at(-1)!.url.searchParams;
      expect([last.get('period_start'), last.get('period_end')]).toEqual(['2026-11-10', '2026-11-20']);
    });
  }, 60_000);

  it('opens the orders behind a figure and follows one to its order', async () => {
    const orders: MetricOrderList = {
      items: [
        { id: 'o1', invoice_number: 'INV-1001', service_date: '2026-11-02', customer_name: 'Ann Smith', status: 'closed', total: 35200, rating: 5, recall_order_id: 'o9', recall_invoice_number: 'INV-1009', recall_status: 'suspected', arrived_at: null },
      ],
    };
    const { calls, navigate } = renderPage({
      'GET /api/technicians/performance': () => ({ status: 200, body: full }),
      'GET /api/technicians/t1/metrics/orders': () => ({ status: 200, body: orders }),
    });
    fireEvent.click(within(await screen.findByTestId('recall_rate-t1')).getByRole('button'));
    const list = within(await screen.findByTestId('drilldown-orders'));
    expect(screen.getByText('Completions recalled: Sam Rivera')).toBeTruthy();
    expect(list.getByText(/Ann Smith/)).toBeTruthy();
    expect(list.getByText('Recalled by INV-1009')).toBeTruthy();
    const url = calls.find((call) => call.key === 'GET /api/technicians/t1/metrics/orders')!.url;
    expect(url.searchParams.get('metric')).toBe('recalls');
    expect(url.searchParams.get('period_start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(list.getByText('Invoice INV-1001'));
    expect(navigate).toHaveBeenCalledWith('/orders/o1');
  }, 60_000);

  it('says when there is no technician on the roster', async () => {
    renderPage({ 'GET /api/technicians/performance': () => ({ status: 200, body: report([], EMPTY_METRIC_COUNTS) }) });
    expect(await screen.findByText('No technicians on your roster')).toBeTruthy();
  });

  it('says when the period has no orders, without charts', async () => {
    renderPage({ 'GET /api/technicians/performance': () => ({ status: 200, body: report([row('t1', 'Sam Rivera', EMPTY_METRIC_COUNTS)], EMPTY_METRIC_COUNTS) }) });
    expect(await screen.findByText('No orders in this period')).toBeTruthy();
    expect(screen.queryByTestId('chart-weekly-completed')).toBeNull();
  });

  it('says when the figures cannot be read, with Try again', async () => {
    renderPage({ 'GET /api/technicians/performance': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } }) });
    expect(await screen.findByText('The performance figures could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('по-русски: заголовок, уровень компании и доля с числителем и знаменателем', async () => {
    renderPage({ 'GET /api/technicians/performance': () => ({ status: 200, body: full }) }, 'ru');
    expect(await screen.findByText('Показатели мастеров')).toBeTruthy();
    expect(await screen.findByText('Уровень компании')).toBeTruthy();
    expect(within(screen.getByTestId('completion_rate-t1')).getByText(/^92\s%$/)).toBeTruthy();
    expect(within(screen.getByTestId('revenue-t1')).getByText(/^8\s120,00$/)).toBeTruthy();
    expect(screen.getByTestId('first_visit_rate-t2').getAttribute('title')).toBe('Меньше 5 заказов: слишком мало, чтобы судить');
  }, 60_000);
});
