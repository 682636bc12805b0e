import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Role, UserProfile } from '@fixflow/contracts';
import { authAnswer, vendorProfile } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../../testing/render-host';
import { SIDEBAR_MENUS, selectedItem } from './menus';
import { SIDEBAR_COOKIE_MAX_AGE, isToggleShortcut, readSidebarCookie, sidebarCookie } from './sidebar-state';
import { isTabActive } from './TechnicianTabBar';
import { MOBILE_QUERY } from './useMobile';
import { WorkspaceLayout } from './WorkspaceLayout';

function signedInAs(role: Role) {
  const profile: UserProfile = { ...vendorProfile, role };
  const answer = authAnswer(Date.now());
  return { stored: { ...answer, user: { ...answer.user, role } }, me: { status: 200, body: profile } };
}

async function renderLayout(role: Role, unread = 0) {
  const { stored, me } = signedInAs(role);
  const harness = renderHost(
    <WorkspaceLayout remote={role}>
      <h1>Page</h1>
    </WorkspaceLayout>,
    {
      route: '/dashboard',
      stored,
      routes: { 'GET /api/me': () => me, 'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: unread } }) },
    },
  );
  await act(() => jest.advanceTimersByTimeAsync(150));
  return harness;
}

const labels = () =>
  within(screen.getByTestId('sidebar'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the sidebar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = sidebarCookie(true);
  });
  afterEach(() => jest.useRealTimers());

  it.each<[Role, string[]]>([
    ['vendor', ['Dashboard', 'Create Order', 'Orders', 'Customers', 'Technicians', 'Financial Settlements', 'Payments', 'Financial Settings', 'Profile']],
    ['technician', ['Dashboard', 'My Orders', 'Schedule', 'Availability', 'Financial Settlements', 'Settings']],
    ['admin', ['Dashboard', 'All Orders', 'Vendors', 'Technicians', 'Unknown SMS', 'Administrators', 'User Management', 'Scheduler', 'System Settings', 'Settings']],
  ])('gives a %s the menu of SPEC §2 in order', async (role, expected) => {
    await renderLayout(role);
    expect(labels()).toEqual(expected);
    expect(screen.getByTestId('account').textContent).toContain('Acme Appliance Repair');
  });

  it('shows the unread SMS count on Customers for a vendor, and hides it when collapsed', async () => {
    await renderLayout('vendor', 3);
    expect(screen.getByTestId('customers-badge').textContent).toContain('3');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.queryByTestId('customers-badge')).toBeNull();
    expect(readSidebarCookie(document.cookie)).toBe(false);
  });
});

describe('the workspace frame', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = sidebarCookie(true);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const asPhone = () => {
    const matchMedia = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: query === MOBILE_QUERY }));
  };

  it('on desktop shows the sidebar 16rem wide, 3rem as icons after Ctrl+B', async () => {
    await renderLayout('vendor');
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar.style.width).toBe('16rem');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByTestId('sidebar').style.width).toBe('3rem');
    expect(screen.getByRole('main').textContent).toBe('Page');
  });

  it("on a technician's phone draws no sidebar (nor antd's Layout), the tab bar instead", async () => {
    asPhone();
    await renderLayout('technician');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(document.querySelector('.ff-sider')).toBeNull();
    expect(document.querySelector('[class*="ant-layout"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
  });
});

describe('sidebar rules', () => {
  it('keeps the state in sidebar_state for 7 days', () => {
    expect(sidebarCookie(false)).toBe(`sidebar_state=false; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604_800);
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('')).toBe(true);
  });

  it.each([
    [{ key: 'b', ctrlKey: true, metaKey: false }, false, true],
    [{ key: 'B', ctrlKey: true, metaKey: false }, false, true],
    [{ key: 'b', ctrlKey: false, metaKey: true }, true, true],
    [{ key: 'b', ctrlKey: true, metaKey: false }, true, false],
    [{ key: 'b', ctrlKey: false, metaKey: false }, false, false],
  ])('shortcut %o on mac=%s toggles: %s', (keys, mac, toggles) => {
    expect(isToggleShortcut({ altKey: false, shiftKey: false, ...keys }, mac)).toBe(toggles);
  });

  it.each([
    ['/orders/42', 'Orders'],
    ['/orders/new', 'Create Order'],
    ['/dashboard', 'Dashboard'],
  ])('selects the item %s belongs to', (path, label) => {
    expect(selectedItem(SIDEBAR_MENUS.vendor, path)?.label).toBe({ Orders: 'orders', 'Create Order': 'createOrder', Dashboard: 'dashboard' }[label]);
  });

  it.each([
    ['/orders', '/orders', true],
    ['/orders', '/orders/7/edit', true],
    ['/dashboard', '/dashboard/x', false],
    ['/settings', '/settings', true],
  ])('tab %s is active on %s: %s', (tab, path, active) => {
    expect(isTabActive(tab, path)).toBe(active);
  });
});
