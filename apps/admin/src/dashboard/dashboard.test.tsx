import { fireEvent, screen, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { AdminDashboard, VendorSummary } from '@fixflow/contracts';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const newcomer: VendorSummary = {
  id: 'v2',
  user_id: 'u2',
  company_name: 'Newcomer Repairs',
  email: 'pending@fixflow.test',
  phone: null,
  city: 'Houston',
  state: 'TX',
  status: 'pending',
  timezone: null,
  created_at: '2026-01-05T10:00:00.000Z',
};

const platform = (pending: number): AdminDashboard => ({
  today: '2026-01-06',
  vendors: { pending, active: 7, suspended: 1 },
  technicians: 23,
  orders_today: 41,
  unmatched_sms: 2,
  orders_by_day: [
    { date: '2026-01-05', status: 'cancelled', count: 1 },
    { date: '2026-01-05', status: 'pending', count: 3 },
    { date: '2026-01-06', status: 'completed', count: 2 },
  ],
  weeks: Array.from({ length: 12 }, (_, index) => {
    const monday = new Date(Date.UTC(2025, 9, 20 + 7 * index));
    return { week_start: monday.toISOString().slice(0, 10), completed: index === 11 ? 2 : 0, revenue: index === 11 ? 75_600 : 0 };
  }),
  failed_jobs: 3,
});

function render(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi(routes);
  const navigate = jest.fn();
  const Page = app.pages['/admin/dashboard'];
  renderWithShell(<Page />, { app, path: '/admin/dashboard', route: '/admin/dashboard', language, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate } });
  return { calls, navigate };
}

const countIn = (key: string) => screen.getByTestId(`count-${key}`).querySelector('.ant-statistic-content-value')?.textContent;

describe('the admin dashboard', () => {
  it('puts vendors waiting for activation first, named, with the way to the filtered Vendors list', async () => {
    const { calls, navigate } = render({
      'GET /api/dashboard/admin': () => ({ status: 200, body: platform(6) }),
      'GET /api/vendors': () => ({ status: 200, body: { items: [newcomer], next_cursor: null } }),
    });
    const attention = await screen.findByTestId('attention');
    expect(await within(attention).findByRole('link', { name: 'Newcomer Repairs' })).toBeTruthy();
    expect(within(attention).getByRole('link', { name: 'Newcomer Repairs' }).getAttribute('href')).toBe('/vendors/v2');
    expect(within(screen.getByTestId('pending-vendors')).getByText('6')).toBeTruthy();
    expect(within(attention).getByText('and 5 more')).toBeTruthy();
    expect(screen.queryByText('Nothing needs your attention')).toBeNull();
    expect(calls.find((call) => call.key === 'GET /api/vendors')?.url.searchParams.get('status')).toBe('pending');

    expect(countIn('activeVendors')).toBe('7');
    expect(countIn('suspendedVendors')).toBe('1');
    expect(countIn('technicians')).toBe('23');
    expect(countIn('ordersToday')).toBe('41');

    fireEvent.click(within(attention).getByRole('button', { name: 'Review vendors waiting for activation' }));
    expect(navigate).toHaveBeenCalledWith('/admin/vendors?status=pending');
    fireEvent.click(screen.getByTestId('count-activeVendors'));
    expect(navigate).toHaveBeenCalledWith('/admin/vendors?status=active');
  });

  it('says nothing needs attention only when no vendor waits, and in Russian', async () => {
    render(
      {
        'GET /api/dashboard/admin': () => ({ status: 200, body: platform(0) }),
        'GET /api/vendors': () => ({ status: 200, body: { items: [], next_cursor: null } }),
      },
      'ru',
    );
    expect(await screen.findByText('Ничего не требует внимания')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Панель администратора' })).toBeTruthy();
    expect(screen.getByText('Заказы на сегодня')).toBeTruthy();
  });

  it('shows the API’s error with a retry that reads again', async () => {
    let failing = true;
    render({
      'GET /api/dashboard/admin': () => (failing ? { status: 503, body: { statusCode: 503, code: 'INTERNAL', message: 'Service unavailable' } } : { status: 200, body: platform(1) }),
      'GET /api/vendors': () => ({ status: 200, body: { items: [newcomer], next_cursor: null } }),
    });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Nothing needs your attention')).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Newcomer Repairs' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws the 30-day and weekly charts lazily, each figure opening the list behind it', async () => {
    const { navigate } = render({
      'GET /api/dashboard/admin': () => ({ status: 200, body: platform(1) }),
      'GET /api/vendors': () => ({ status: 200, body: { items: [newcomer], next_cursor: null } }),
    });
    const perDay = await screen.findByTestId('chart-orders-per-day');
    // 30 columns, the last one today.
    expect(within(perDay).getAllByRole('button')).toHaveLength(30);
    fireEvent.click(within(perDay).getByRole('button', { name: /: 4$/ }));
    expect(navigate).toHaveBeenCalledWith('/admin/orders?date_from=2026-01-05&date_to=2026-01-05');
    const byStatus = screen.getByTestId('chart-orders-by-status');
    fireEvent.click(within(byStatus).getByRole('button', { name: 'New 3' }));
    expect(navigate).toHaveBeenCalledWith('/admin/orders?status=pending&date_from=2025-12-08&date_to=2026-01-06');
    expect(within(screen.getByTestId('chart-weekly-revenue')).getByRole('button', { name: /756\.00$/ })).toBeTruthy();
    expect(countIn('failedJobs')).toBe('3');
    fireEvent.click(screen.getByTestId('count-failedJobs'));
    expect(navigate).toHaveBeenCalledWith('/admin/system-settings?tab=jobs');
    fireEvent.click(screen.getByTestId('count-ordersToday'));
    expect(navigate).toHaveBeenCalledWith('/admin/orders?date_from=2026-01-06&date_to=2026-01-06');
  });
});
