import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import { EMPTY_METRIC_COUNTS, metricsFromCounts, type MetricCounts, type TechnicianMetrics } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';
import { addDays } from '../calendar/days';
import { dayInZone } from '@fixflow/ui';

const session = signedInSession({ ...technicianProfile, timezone: 'UTC' });
const today = dayInZone(new Date(), 'UTC');

function row(counts: Partial<MetricCounts>): TechnicianMetrics {
  const all = { ...EMPTY_METRIC_COUNTS, ...counts };
  return { ...all, ...metricsFromCounts(all), technician_id: 't1', vendor_id: null, period_start: addDays(today, -90), period_end: today, computed_at: '2031-05-04T09:00:00.000Z' };
}

const ten = row({
  assigned: 10,
  completed: 8,
  cancelled: 1,
  recalls_automatic: 1,
  recalls_confirmed: 1,
  first_visit: 7,
  arrivals: 9,
  on_time: 8,
  ticket_orders: 7,
  ticket_sum: 175_000,
  revenue: 190_000,
  earnings: 61_250,
  rating_sum: 9,
  rating_count: 2,
});

function render(metrics: FakeRoutes[string], language: 'en' | 'ru' = 'en', more: FakeRoutes = {}) {
  const { fetchImpl, calls } = fakeApi({
    'GET /api/orders': () => ({ status: 200, body: { items: [], next_cursor: null } }),
    'GET /api/technicians/t1/metrics': metrics,
    ...more,
  });
  const Page = app.pages['/dashboard'];
  renderWithShell(<Page />, { app, path: '/dashboard', route: '/dashboard', session, language, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
  return { calls };
}

const value = (key: string) => screen.getByTestId(`score-${key}-value`).textContent;

describe('the technician’s 90-day scorecard', () => {
  it('reads the stored row of today minus 90 days to today, each rate with what it is made of', async () => {
    const { calls } = render(() => ({ status: 200, body: ten }));
    await screen.findByTestId('score-completed');
    const read = calls.find((call) => call.key === 'GET /api/technicians/t1/metrics')!;
    expect(read.url.searchParams.get('period_start')).toBe(addDays(today, -90));
    expect(read.url.searchParams.get('period_end')).toBe(today);
    expect(value('completed')).toBe('8');
    expect(value('completion')).toBe('80%');
    expect(within(screen.getByTestId('score-completion')).getByText('8 of 10')).toBeTruthy();
    expect(value('recalls')).toBe('13%');
    expect(within(screen.getByTestId('score-recalls')).getByText('1 of 8 · Confirmed: 1')).toBeTruthy();
    expect(value('first-visit')).toBe('88%');
    expect(value('on-time')).toBe('89%');
    expect(within(screen.getByTestId('score-on-time')).getByText('8 of 9')).toBeTruthy();
    expect(value('ticket')).toBe('250.00');
    expect(value('earnings')).toBe('612.50');
    expect(value('rating')).toBe('4.5');
    expect(within(screen.getByTestId('score-rating')).getByText('Ratings: 2')).toBeTruthy();
  });

  it('greys a figure resting on fewer than 5 orders, and says why', async () => {
    render(() => ({ status: 200, body: ten }));
    await screen.findByTestId('score-completed');
    expect(screen.getByTestId('score-rating').dataset.thin).toBe('true');
    expect(screen.getByTestId('score-completion').dataset.thin).toBeUndefined();
    expect(screen.getByText('Figures in dashed boxes rest on fewer than 5 orders: too few to judge by.')).toBeTruthy();
  });

  it('no row yet (null): an empty state whose Calculate recalculates 90 days and shows the figures', async () => {
    let stored: TechnicianMetrics | null = null;
    const { calls } = render(() => ({ status: 200, body: stored }), 'en', {
      'POST /api/technicians/t1/metrics/recalculate': () => {
        stored = ten;
        return { status: 200, body: ten };
      },
    });
    await screen.findByText('No figures yet for the last 90 days');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(value('completed')).toBe('8'));
    expect(calls.find((call) => call.key === 'POST /api/technicians/t1/metrics/recalculate')?.body).toEqual({ period_days: 90 });
  });

  it('a failed read says so with Try again, in Russian', async () => {
    let fail = true;
    render(() => (fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' } } : { status: 200, body: ten }), 'ru');
    await screen.findByText('Не удалось загрузить ваши показатели');
    fail = false;
    fireEvent.click(within(screen.getByTestId('scorecard')).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(value('completed')).toBe('8'));
    expect(screen.getByText('Ваши последние 90 дней')).toBeTruthy();
    expect(value('ticket')).toBe('250,00');
    expect(value('rating')).toBe('4,5');
  });
});
