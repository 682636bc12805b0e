import { act, screen } from '@testing-library/react';
import type { NotificationChangedEvent, UserProfile } from '@fixflow/contracts';
import { authAnswer, vendorProfile } from '@fixflow/shell-sdk/testing';
import { pushEvent, sockets } from '../../testing/fake-socket';
import { renderHost } from '../../testing/render-host';
import { sidebarCookie } from './sidebar-state';
import { WorkspaceLayout } from './WorkspaceLayout';

jest.mock('socket.io-client', () => jest.requireActual('../../testing/fake-socket'));

const push = (event: NotificationChangedEvent) => act(() => pushEvent('notification.changed', event));

async function renderVendorLayout(unread: { count: number }) {
  const profile: UserProfile = { ...vendorProfile, role: 'vendor' };
  const harness = renderHost(
    <WorkspaceLayout remote="vendor">
      <h1>Page</h1>
    </WorkspaceLayout>,
    {
      route: '/dashboard',
      stored: authAnswer(Date.now(), { access: 'access-vendor' }),
      routes: {
        'GET /api/me': () => ({ status: 200, body: profile }),
        'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: unread.count } }),
      },
    },
  );
  await act(() => jest.advanceTimersByTimeAsync(150));
  // The Customers badge's own count (the header's bell asks for every type's).
  const countRequests = () => harness.calls.filter((call) => call.key === 'GET /api/notifications/unread-count' && call.url.searchParams.get('type') === 'sms_received').length;
  return { ...harness, countRequests };
}

describe('the Customers badge', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = sidebarCookie(true);
    sockets.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('shows a new incoming SMS as soon as the API says so, without waiting for the minute poll', async () => {
    const unread = { count: 1 };
    const { countRequests } = await renderVendorLayout(unread);
    expect(screen.getByTestId('customers-badge').textContent).toContain('1');
    expect(sockets.at(-1)?.auth).toEqual({ token: 'access-vendor' });

    unread.count = 2;
    const before = countRequests();
    await push({ action: 'created', id: 'n2', type: 'sms_received' });
    // A moment, not the minute poll: react-query hands its answer to React on a zero timeout.
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(countRequests()).toBe(before + 1);
    expect(screen.getByTestId('customers-badge').textContent).toContain('2');
  });

  it('leaves other kinds of notification to their own lists', async () => {
    const { countRequests } = await renderVendorLayout({ count: 1 });
    const before = countRequests();
    await push({ action: 'created', id: 'n3', type: 'order_completed' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(countRequests()).toBe(before);
  });

  it('still polls every minute, and closes its socket when the layout goes', async () => {
    const unread = { count: 0 };
    const { unmount } = await renderVendorLayout(unread);
    expect(screen.queryByTestId('customers-badge')?.textContent ?? '').not.toContain('4');
    unread.count = 4;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('customers-badge').textContent).toContain('4');
    const socket = sockets.at(-1);
    unmount();
    expect(socket?.disconnect).toHaveBeenCalled();
  });
});
