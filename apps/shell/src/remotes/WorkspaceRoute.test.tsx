import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Role, UserProfile } from '@fixflow/contracts';
import { defineRemoteApp } from '@fixflow/shell-sdk';
import { authAnswer, vendorProfile } from '@fixflow/shell-sdk/testing';
import { findRoute, type SignedInRoute } from '../routes/route-table';
import { renderHost } from '../testing/render-host';
import { RemoteUnavailableError } from './registry';
import WorkspaceRoute from './WorkspaceRoute';

const vendorApp = defineRemoteApp({
  name: 'vendor',
  version: '1.0.0',
  i18n: { namespace: 'vendor', resources: { en: {}, ru: {} } },
  pages: { '/dashboard': () => <h1>Vendor dashboard</h1>, '/orders/new': () => <h1>New order form</h1> },
});

function route(path: string): SignedInRoute {
  const found = findRoute(path);
  if (found?.access !== 'signed-in') throw new Error(path);
  return found;
}

function signedInAs(role: Role, status = 'active') {
  const profile: UserProfile = { ...vendorProfile, role, status };
  const answer = authAnswer(Date.now());
  return { stored: { ...answer, user: { ...answer.user, role } }, me: { status: 200, body: profile } };
}

function renderGuarded(path: string, options: Parameters<typeof renderHost>[1] = {}) {
  const load = jest.fn(async () => vendorApp);
  const harness = renderHost(<WorkspaceRoute route={route(path)} load={load} />, { route: path, ...options });
  return { ...harness, load };
}

describe('WorkspaceRoute (the route guard on screen)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows Loading... until the profile has loaded, then the page', async () => {
    const { stored, me } = signedInAs('vendor');
    const { load } = renderGuarded('/dashboard', { stored, routes: { 'GET /api/me': () => me } });
    expect(screen.getByTestId('guard-loading').textContent).toContain('Loading...');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(await screen.findByRole('heading', { name: 'Vendor dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('vendor');
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    renderGuarded('/orders/new');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('shows Access Denied to a technician on a vendor-only route, with its own menu around it, without loading any remote', async () => {
    const { stored, me } = signedInAs('technician');
    const { load } = renderGuarded('/vendor-settings', { stored, routes: { 'GET /api/me': () => me } });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permissions to view this page.')).toBeTruthy();
    // The way on is one click: the technician's sidebar is there, as on any page.
    const sidebar = await screen.findByTestId('sidebar');
    expect(within(sidebar).getByRole('menuitem', { name: /My Orders/ })).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows Account Not Activated with the Status to a pending vendor, and lets them in once activated', async () => {
    const { stored } = signedInAs('vendor');
    let status = 'pending';
    const { load } = renderGuarded('/dashboard', { stored, routes: { 'GET /api/me': () => ({ status: 200, body: { ...vendorProfile, status } }) } });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Account Not Activated' })).toBeTruthy();
    expect(screen.getByText('Your account is under moderation. Please wait for administrator activation.')).toBeTruthy();
    expect(screen.getByTestId('account-status').textContent).toBe('Status:Pending');
    expect(load).not.toHaveBeenCalled();

    status = 'active';
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    });
    expect(await screen.findByRole('heading', { name: 'Vendor dashboard' })).toBeTruthy();
  });

  it('tells a suspended vendor it is suspended — not "under moderation" — and whom to write to', async () => {
    const { stored } = signedInAs('vendor');
    renderGuarded('/dashboard', { stored, routes: { 'GET /api/me': () => ({ status: 200, body: { ...vendorProfile, status: 'suspended' } }) } });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Account Suspended' })).toBeTruthy();
    expect(screen.queryByText(/under moderation/)).toBeNull();
    expect(screen.getByTestId('suspended-text').textContent).toContain('An administrator has suspended your account');
    expect(screen.getByRole('link', { name: 'support@fixflow.app' }).getAttribute('href')).toBe('mailto:support@fixflow.app');
    expect(screen.getByTestId('account-status').textContent).toBe('Status:Suspended');
  });

  it('speaks Russian on the guard pages too', async () => {
    const { stored, me } = signedInAs('vendor');
    renderGuarded('/admin/system-settings', { stored, language: 'ru', routes: { 'GET /api/me': () => me } });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Доступ запрещён' })).toBeTruthy();
    expect(screen.getByText('У вас нет прав для просмотра этой страницы.')).toBeTruthy();
  });

  it('says why when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { stored } = signedInAs('vendor');
    renderGuarded('/dashboard', {
      stored,
      routes: { 'GET /api/me': () => ({ status: 404, body: { statusCode: 404, code: 'PROFILE_NOT_FOUND', message: 'User profile not found in any table' } }) },
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('User profile not found in any table')).toBeTruthy();
  });

  it('signs out from Account Not Activated: POST /api/auth/logout, then /login', async () => {
    const { stored } = signedInAs('vendor');
    const { calls } = renderGuarded('/dashboard', {
      stored,
      routes: { 'GET /api/me': () => ({ status: 200, body: { ...vendorProfile, status: 'pending' } }), 'POST /api/auth/logout': () => ({ status: 204 }) },
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    });
    expect(calls.map((call) => call.key)).toContain('POST /api/auth/logout');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('keeps the sidebar and its Sign out while the remote is down: the host owns the menus', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stored, me } = signedInAs('vendor');
    const load = jest.fn(async () => {
      throw new RemoteUnavailableError('vendor', 'manifest 404');
    });
    const { calls } = renderHost(<WorkspaceRoute route={route('/dashboard')} load={load} />, {
      route: '/dashboard',
      stored,
      routes: { 'GET /api/me': () => me, 'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: 0 } }), 'POST /api/auth/logout': () => ({ status: 204 }) },
    });
    await act(() => jest.advanceTimersByTimeAsync(150));

    expect(await screen.findByTestId('remote-load-failed')).toBeTruthy();
    const sidebar = await screen.findByTestId('sidebar');
    expect(within(sidebar).getByRole('menuitem', { name: /Profile/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(sidebar).getByRole('button', { name: /Sign out/i }));
    });
    expect(calls.map((call) => call.key)).toContain('POST /api/auth/logout');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('opens /settings, a page of the host, while the remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stored, me } = signedInAs('vendor');
    const load = jest.fn(async () => {
      throw new RemoteUnavailableError('vendor', 'manifest 404');
    });
    renderHost(<WorkspaceRoute route={route('/settings')} load={load} />, {
      route: '/settings',
      stored,
      routes: { 'GET /api/me': () => me, 'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: 0 } }) },
    });
    await act(() => jest.advanceTimersByTimeAsync(150));
    // A vendor's sidebar calls it Profile, and so does the page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.queryByTestId('remote-load-failed')).toBeNull();
  });
});
