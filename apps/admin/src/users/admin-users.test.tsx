import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { AdminSummary, ManagedUser, UserProfile } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

// Dialogs over dialogs on a shared 2-core machine: antd's motion makes these slow, not flaky.
jest.setTimeout(60_000);

const me: UserProfile = { id: 'a1', full_name: 'Ada Admin', email: 'admin@fixflow.test', phone: null, role: 'admin', status: 'active', timezone: null };
const ada: AdminSummary = { id: 'a1', email: 'admin@fixflow.test', full_name: 'Ada Admin', status: 'active', invited: false, last_sign_in_at: '2026-11-20T09:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z' };
const bo: AdminSummary = { ...ada, id: 'a2', email: 'bo@fixflow.test', full_name: 'Bo Ops', invited: true, last_sign_in_at: null };
const sam: ManagedUser = {
  id: 't1',
  role: 'technician',
  name: 'Sam Rivera',
  email: 'tech@fixflow.test',
  phone: '+15550100005',
  email_confirmed_at: '2026-01-02T00:00:00.000Z',
  status: 'active',
  profile_status: 'active',
  pending_email: null,
  pending_phone: null,
  last_sign_in_at: null,
  created_at: '2026-01-02T00:00:00.000Z',
};

function renderPage(path: string, route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi(routes);
  const toasts: [string, string, string | undefined][] = [];
  const Page = app.pages[path];
  renderWithShell(<Page />, {
    app,
    route,
    path,
    language,
    session: signedInSession(me),
    services: {
      api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }),
      toast: {
        success: (title, text) => void toasts.push(['success', title, text]),
        error: (title, text) => void toasts.push(['error', title, text]),
        info: (title, text) => void toasts.push(['info', title, text]),
      },
    },
  });
  return { calls, toasts };
}

describe('Administrators', () => {
  it('lists administrators; no action on oneself; an open invitation is marked', async () => {
    renderPage('/admin/admins', '/admin/admins', { 'GET /api/admins': () => ({ status: 200, body: [ada, bo] }) });
    const table = await screen.findByTestId('admins-table');
    await waitFor(() => expect(within(table).getByText('Bo Ops')).toBeTruthy());
    expect(within(table).getByText('You')).toBeTruthy();
    expect(within(table).getByText('Invitation open')).toBeTruthy();
    // One Deactivate: Bo's, not Ada's own.
    expect(within(table).getAllByRole('button', { name: 'Deactivate' })).toHaveLength(1);
  });

  it('invites by email and name (POST /api/admins), then says the link was sent', async () => {
    const { calls, toasts } = renderPage('/admin/admins', '/admin/admins', {
      'GET /api/admins': () => ({ status: 200, body: [ada] }),
      'POST /api/admins': (body) => ({ status: 201, body: { ...bo, email: (body as { email: string }).email, full_name: (body as { full_name: string }).full_name } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite administrator' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@fixflow.test' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'New Admin' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    });
    await waitFor(() => expect(toasts).toEqual([['success', 'Invitation sent', 'new@fixflow.test gets a link to set a password and sign in.']]));
    const post = calls.find((call) => call.key.startsWith('POST'));
    expect(post?.body).toEqual({ email: 'new@fixflow.test', full_name: 'New Admin' });
  });

  it('shows the last-admin refusal in Russian', async () => {
    const { toasts } = renderPage(
      '/admin/admins',
      '/admin/admins',
      {
        'GET /api/admins': () => ({ status: 200, body: [ada, bo] }),
        'PATCH /api/admins/a2': () => ({ status: 409, body: { statusCode: 409, code: 'LAST_ACTIVE_ADMIN', message: 'The last active administrator cannot be deactivated' } }),
      },
      'ru',
    );
    const table = await screen.findByTestId('admins-table');
    fireEvent.click(await within(table).findByRole('button', { name: 'Деактивировать' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Деактивировать' }));
    });
    await waitFor(() => expect(toasts).toEqual([['error', 'Изменение не сохранено', 'Нельзя деактивировать последнего активного администратора']]));
  });

  it('says when the list failed to load', async () => {
    renderPage('/admin/admins', '/admin/admins', { 'GET /api/admins': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }) });
    expect(await screen.findByText('The administrators could not be loaded')).toBeTruthy();
  });
});

describe('User Management', () => {
  it('lists accounts with role and status, passes search/role/status from the URL', async () => {
    const { calls } = renderPage('/admin/users', '/admin/users?search=sam&role=technician', {
      'GET /api/admin/users': () => ({ status: 200, body: { items: [sam], next_cursor: null } }),
    });
    const table = await screen.findByTestId('users-table');
    await waitFor(() => expect(within(table).getByText('Sam Rivera')).toBeTruthy());
    expect(within(table).getByText('Technician')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ search: 'sam', role: 'technician' });
    expect(screen.getByText('1 account')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    renderPage('/admin/users', '/admin/users?search=zzz', { 'GET /api/admin/users': () => ({ status: 200, body: { items: [], next_cursor: null } }) });
    expect(await screen.findByText('No account matches')).toBeTruthy();
  });

  it('deactivates after a confirmation (PATCH status inactive)', async () => {
    const { calls, toasts } = renderPage('/admin/users', '/admin/users', {
      'GET /api/admin/users': () => ({ status: 200, body: { items: [sam], next_cursor: null } }),
      'PATCH /api/admin/users/t1': () => ({ status: 200, body: { ...sam, status: 'inactive' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Sam Rivera' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const confirmDialog = screen.getAllByRole('dialog')[1];
    expect(within(confirmDialog).getAllByText('Deactivate Sam Rivera?').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Deactivate' }));
    });
    await waitFor(() => expect(toasts).toEqual([['success', 'Account deactivated', 'Sam Rivera']]));
    expect(calls.find((call) => call.key.startsWith('PATCH'))?.body).toEqual({ status: 'inactive' });
  });

  it('asks for an email change (applied only when confirmed) and puts a field error under the field', async () => {
    const { calls } = renderPage('/admin/users', '/admin/users', {
      'GET /api/admin/users': () => ({ status: 200, body: { items: [sam], next_cursor: null } }),
      'POST /api/admin/users/t1/email-change': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors: [{ field: 'email', message: 'email must be an email' }] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Sam Rivera' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    expect(screen.getByText(/The change applies only when it is opened/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'x@y' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send confirmation' }));
    });
    expect(await screen.findByText('email must be an email')).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({ email: 'x@y' });
  });
});
