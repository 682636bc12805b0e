import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { AdminTechnician, AuditEntry } from '@fixflow/contracts';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';
import { fieldChanges } from '../audit/audit-diff';

const rate = (numerator: number, denominator: number) => ({ numerator, denominator, value: denominator ? numerator / denominator : null });
const sam: AdminTechnician = {
  id: 't1',
  full_name: 'Sam Fixer',
  email: 'tech@fixflow.test',
  phone: '+15550100003',
  city: 'Austin',
  state: 'TX',
  status: 'active',
  created_at: '2026-01-05T10:00:00.000Z',
  rosters: [
    { vendor_id: 'v1', company_name: 'Acme Appliance Repair' },
    { vendor_id: 'v2', company_name: 'Beta Repairs' },
    { vendor_id: 'v3', company_name: 'Gamma Fix' },
  ],
  figures: {
    period_start: '2026-08-29',
    period_end: '2026-11-26',
    assigned: 10,
    completed: 8,
    completion_rate: rate(8, 10),
    recall_rate: rate(1, 8),
    confirmed_recall_rate: rate(0, 8),
    first_visit_rate: rate(7, 8),
    on_time_rate: rate(9, 10),
    average_ticket: 25000,
    rating: 4.5,
  },
};
const newbie: AdminTechnician = { ...sam, id: 't2', full_name: 'New Tech', email: 'new@fixflow.test', rosters: [], figures: null, status: 'inactive' };
const entry: AuditEntry = {
  id: 'a1',
  actor_id: 'admin1',
  actor_name: 'Ada Admin',
  actor_role: 'admin',
  action: 'technician.deactivate',
  target_type: 'technician',
  target_id: 't1',
  before: { status: 'active' },
  after: { status: 'inactive' },
  at: '2026-11-26T05:00:00.000Z',
};

function renderPage(path: string, route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi(routes);
  const toasts: [string, string, string | undefined][] = [];
  const Page = app.pages[path];
  const result = renderWithShell(<Page />, {
    app,
    route,
    path,
    language,
    services: {
      api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }),
      toast: {
        success: (title, text) => void toasts.push(['success', title, text]),
        error: (title, text) => void toasts.push(['error', title, text]),
        info: (title, text) => void toasts.push(['info', title, text]),
      },
    },
  });
  return { ...result, calls, toasts };
}

describe('admin › Technicians list', () => {
  it('lists every technician with rosters, 90-day figures and status, each linked to its page', async () => {
    renderPage('/technicians', '/technicians', { 'GET /api/admin/technicians': () => ({ status: 200, body: { items: [sam, newbie], next_cursor: null } }) });
    const table = await screen.findByTestId('technicians-table', {}, { timeout: 15000 });
    await waitFor(() => expect(within(table).getByText('New Tech')).toBeTruthy());
    expect(within(table).getByRole('link', { name: 'Sam Fixer' }).getAttribute('href')).toBe('/technicians/t1');
    // Rosters and figures are desk-width columns (jsdom has no width): Playwright sees them.
    expect(within(table).getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('2 technicians')).toBeTruthy();
  });

  it('passes search and status from the URL and says when nothing matches; a failed load offers Retry in Russian', async () => {
    const { calls } = renderPage('/technicians', '/technicians?search=zzz&status=inactive', {
      'GET /api/admin/technicians': () => ({ status: 200, body: { items: [], next_cursor: null } }),
    });
    expect(await screen.findByText('No technician matches')).toBeTruthy();
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ search: 'zzz', status: 'inactive' });
  });

  it('shows a failed load translated, with Retry', async () => {
    let fail = true;
    renderPage(
      '/technicians',
      '/technicians',
      {
        'GET /api/admin/technicians': () =>
          fail ? { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permissions to view this page.' } } : { status: 200, body: { items: [sam], next_cursor: null } },
      },
      'ru',
    );
    expect(await screen.findByText('Не удалось загрузить мастеров')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    });
    expect(await screen.findByText('Sam Fixer')).toBeTruthy();
  });
});

describe('admin › /technicians/{id}', () => {
  it('deactivates after a confirmation, with a toast; its history shows before → after', async () => {
    let history: AuditEntry[] = [];
    const { calls, toasts } = renderPage('/technicians/:id', '/technicians/t1', {
      'GET /api/admin/technicians/t1': () => ({ status: 200, body: sam }),
      'PATCH /api/admin/technicians/t1': (body) => {
        history = [entry];
        return { status: 200, body: { ...sam, ...(body as object) } };
      },
      'GET /api/admin/audit': () => ({ status: 200, body: { items: history, next_cursor: null } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Fixer' }, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByTestId('technician-status').textContent).toBe('Active');
    expect(screen.getByRole('link', { name: 'Gamma Fix' }).getAttribute('href')).toBe('/vendors/v3');
    expect(within(screen.getByTestId('technician-figures')).getByText('80%')).toBeTruthy();
    expect(await screen.findByText('No history for this record')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Deactivate Sam Fixer?').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    });
    await waitFor(() => expect(screen.getByTestId('technician-status').textContent).toBe('Inactive'));
    expect(calls.find((call) => call.key === 'PATCH /api/admin/technicians/t1')?.body).toEqual({ status: 'inactive' });
    expect(toasts).toEqual([['success', 'Technician deactivated', 'Sam Fixer was signed out and can no longer sign in.']]);
    const historyCard = screen.getByTestId('technician-history');
    await waitFor(() => expect(within(historyCard).getByText('Deactivated a technician')).toBeTruthy());
    expect(within(historyCard).getByTestId('audit-change').textContent).toBe('status: active → inactive');
    expect(within(historyCard).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit?target_type=technician&target_id=t1');
    expect(calls.filter((call) => call.key === 'GET /api/admin/audit').at(-1)?.url.searchParams.get('target_id')).toBe('t1');
    // The confirmation, the page and its history on two cores shared by several runs: more than the default 20 s.
  }, 60_000);

  it('says so when the technician does not exist', async () => {
    renderPage('/technicians/:id', '/technicians/nope', {
      'GET /api/admin/technicians/nope': () => ({ status: 404, body: { statusCode: 404, code: 'TECHNICIAN_NOT_FOUND', message: 'Technician not found' } }),
    });
    expect(await screen.findByText('Technician not found')).toBeTruthy();
  });
});

describe('/admin/audit', () => {
  it('reads its filters from the URL and shows who did what, in Russian too', async () => {
    const { calls } = renderPage('/admin/audit', '/admin/audit?target_type=technician&target_id=t1', { 'GET /api/admin/audit': () => ({ status: 200, body: { items: [entry], next_cursor: null } }) }, 'ru');
    const table = await screen.findByTestId('audit-table', {}, { timeout: 15000 });
    await waitFor(() => expect(within(table).getByText('Деактивировал мастера')).toBeTruthy());
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ target_type: 'technician', target_id: 't1' });
    expect(screen.getByText('История одной записи: все действия администраторов над ней.')).toBeTruthy();
  });

  it('says when the log is empty', async () => {
    renderPage('/admin/audit', '/admin/audit', { 'GET /api/admin/audit': () => ({ status: 200, body: { items: [], next_cursor: null } }) });
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
  });
});

describe('fieldChanges', () => {
  it('keeps only the fields that changed, in order, empty values as null', () => {
    expect(fieldChanges({ status: 'active', email: 'a@x' }, { status: 'inactive', email: 'a@x', phone: '+1' })).toEqual([
      { field: 'status', before: 'active', after: 'inactive' },
      { field: 'phone', before: null, after: '+1' },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
