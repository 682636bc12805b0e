import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { VendorDetails, VendorSummary } from '@fixflow/contracts';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const acme: VendorSummary = {
  id: 'v1',
  user_id: 'u1',
  company_name: 'Acme Appliance Repair',
  email: 'vendor@fixflow.test',
  phone: '+15550100002',
  city: 'Austin',
  state: 'TX',
  status: 'active',
  timezone: null,
  created_at: '2026-01-05T10:00:00.000Z',
};
const newcomer: VendorSummary = { ...acme, id: 'v2', user_id: 'u2', company_name: 'Newcomer Repairs', email: 'pending@fixflow.test', status: 'pending' };

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

describe('the Vendors list', () => {
  it('lists vendors with their status, and links each to its page', async () => {
    renderPage('/admin/vendors', '/admin/vendors', { 'GET /api/vendors': () => ({ status: 200, body: { items: [acme, newcomer], next_cursor: null } }) });
    const table = await screen.findByTestId('vendors-table');
    await waitFor(() => expect(within(table).getByText('Newcomer Repairs')).toBeTruthy());
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Acme Appliance Repair' }).getAttribute('href')).toBe('/vendors/v1');
    expect(screen.getByText('2 vendors')).toBeTruthy();
  });

  it('shows the next keyset page after "Load more", with the same filters and the page\'s cursor', async () => {
    const third: VendorSummary = { ...acme, id: 'v3', user_id: 'u3', company_name: 'Third Fixers' };
    const { calls } = renderPage('/vendors', '/vendors?status=active', {
      'GET /api/vendors': (_body, url) =>
        url.searchParams.get('cursor') === 'c1'
          ? { status: 200, body: { items: [third], next_cursor: null } }
          : { status: 200, body: { items: [acme, newcomer], next_cursor: 'c1' } },
    });
    const table = await screen.findByTestId('vendors-table');
    await waitFor(() => expect(within(table).getByText('Newcomer Repairs')).toBeTruthy());
    expect(screen.queryByText('2 vendors')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    await waitFor(() => expect(within(table).getByText('Third Fixers')).toBeTruthy());
    expect(within(table).getByText('Acme Appliance Repair')).toBeTruthy();
    expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({ status: 'active', cursor: 'c1' });
    expect(screen.getByText('3 vendors')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('passes search and status from the URL to GET /api/vendors, and says when nothing matches', async () => {
    const { calls } = renderPage('/vendors', '/vendors?search=zzz&status=pending', {
      'GET /api/vendors': () => ({ status: 200, body: { items: [], next_cursor: null } }),
    });
    expect(await screen.findByText('No vendors match')).toBeTruthy();
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ search: 'zzz', status: 'pending' });
  });

  it('searches when the admin submits the search box', async () => {
    const { calls } = renderPage('/admin/vendors', '/admin/vendors', { 'GET /api/vendors': () => ({ status: 200, body: { items: [], next_cursor: null } }) });
    expect(await screen.findByText('No vendors yet')).toBeTruthy();
    const box = screen.getByLabelText('Search vendors');
    fireEvent.change(box, { target: { value: 'acme' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('acme'));
  });

  it('shows a failed load translated, with Retry', async () => {
    let fail = true;
    renderPage(
      '/admin/vendors',
      '/admin/vendors',
      {
        'GET /api/vendors': () =>
          fail ? { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permissions to view this page.' } } : { status: 200, body: { items: [acme], next_cursor: null } },
      },
      'ru',
    );
    expect(await screen.findByText('У вас нет прав для просмотра этой страницы.')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    });
    expect(await screen.findByText('Acme Appliance Repair')).toBeTruthy();
  });
});

describe('/vendors/{id}', () => {
  const details: VendorDetails = { ...newcomer, technicians: [] };

  it('activates a pending vendor after a confirmation, with a toast', async () => {
    const { calls, toasts } = renderPage('/vendors/:id', '/vendors/v2', {
      'GET /api/vendors/v2': () => ({ status: 200, body: details }),
      'PATCH /api/vendors/v2': (body) => ({ status: 200, body: { ...details, ...(body as object) } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Newcomer Repairs' })).toBeTruthy();
    expect(screen.getByTestId('vendor-status').textContent).toBe('Pending');
    expect(screen.getByText('No technicians on this vendor’s roster yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Activate Newcomer Repairs?').length).toBeGreaterThan(0);
    // The way out of the confirmation says what it does (it read "All vendors").
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    });
    await waitFor(() => expect(screen.getByTestId('vendor-status').textContent).toBe('Active'));
    expect(calls.find((call) => call.key === 'PATCH /api/vendors/v2')?.body).toEqual({ status: 'active' });
    expect(toasts).toEqual([['success', 'Vendor activated', 'Newcomer Repairs can now use Fixflow.']]);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('says so when the vendor does not exist', async () => {
    renderPage('/vendors/:id', '/vendors/nope', {
      'GET /api/vendors/nope': () => ({ status: 404, body: { statusCode: 404, code: 'VENDOR_NOT_FOUND', message: 'Vendor not found' } }),
    });
    expect(await screen.findByText('Vendor not found')).toBeTruthy();
  });
});
