import { act } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { NotificationChangedEvent, NotificationItem } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

// The vendor's own background work, as the host mounts it beside every page (RemoteApp.background).
const Background = app.background!;
let sequence = 0;

function completedNotification(orderId: string): NotificationItem {
  sequence += 1;
  return {
    id: `n-${sequence}`,
    type: 'order_completed',
    is_read: false,
    created_at: '2031-05-04T09:00:00.000Z',
    data: { order_id: orderId, invoice_number: 'INV-101', completion_id: 'c1', action: 'calculate_financials' },
  };
}

interface Options {
  language?: 'en' | 'ru';
  /** The API's answer to POST /orders/:id/financials (200 by default). */
  calculate?: FakeRoutes[string];
  /** false: the API keeps answering the notification as unread (slow to mark it read). */
  readSticks?: boolean;
}

/** A vendor signed in with `unread` order_completed notifications (more may be pushed onto the array later). */
function signIn(unread: NotificationItem[], { language = 'en', calculate = () => ({ status: 200, body: {} }), readSticks = true }: Options = {}) {
  const { calls, fetchImpl } = fakeApi(
    new Proxy({} as FakeRoutes, {
      get: (_routes, key: string) => {
        // By type, as the API answers (the vendor's other notifications are polled beside these).
        if (key === 'GET /api/notifications') return (_body: unknown, url: URL) => ({ status: 200, body: { items: unread.filter((item) => !item.is_read && item.type === url.searchParams.get('type')) } });
        const read = /^PATCH \/api\/notifications\/(.+)\/read$/.exec(key);
        if (read) {
          return () => {
            const item = unread.find((candidate) => candidate.id === read[1]);
            if (item && readSticks) item.is_read = true;
            return { status: 200, body: { ...item, is_read: true } };
          };
        }
        return /^POST \/api\/orders\/.+\/financials$/.test(key) ? calculate : undefined;
      },
    }),
  );
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const harness = renderWithShell(<Background />, {
    app,
    language,
    session: signedInSession(vendorProfile),
    services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast },
  });
  // This kind's calls: the background polls the vendor's other kinds (issue 17's notices) beside it.
  const keys = () => calls.filter((call) => call.key !== 'GET /api/notifications' || call.url.searchParams.get('type') === 'order_completed').map((call) => call.key);
  return { ...harness, keys, toast };
}

/** A few moments: the lazy chunk, the API's answers and react-query's hand-over to React. */
async function settle() {
  for (let step = 0; step < 5; step += 1) await act(() => jest.advanceTimersByTimeAsync(20));
}

describe('SPEC §4: the vendor processes its completed orders’ notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calculates what is unread at sign-in, says "Financials Calculated", then marks it read', async () => {
    const notification = completedNotification('o1');
    const { keys, toast } = signIn([notification]);
    await settle();
    expect(keys()).toEqual(['GET /api/notifications', 'POST /api/orders/o1/financials', `PATCH /api/notifications/${notification.id}/read`]);
    expect(toast.success).toHaveBeenCalledWith('Financials Calculated');
  });

  it('polls every 30 s: a completion that arrived unheard is taken up at the next poll', async () => {
    const unread: NotificationItem[] = [];
    const { keys } = signIn(unread);
    await settle();
    unread.push(completedNotification('o2'));
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(keys()).not.toContain('POST /api/orders/o2/financials');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(keys()).toContain('POST /api/orders/o2/financials');
  });

  it('a live arrival is calculated 2 s after it arrives, not before', async () => {
    const unread: NotificationItem[] = [];
    const { keys, live } = signIn(unread);
    await settle();
    const notification = completedNotification('o3');
    unread.push(notification);
    act(() => live.emit('notification.changed', { action: 'created', id: notification.id, type: 'order_completed' } satisfies NotificationChangedEvent));
    await act(() => jest.advanceTimersByTimeAsync(1_900));
    expect(keys()).not.toContain('POST /api/orders/o3/financials');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await settle();
    expect(keys()).toContain('POST /api/orders/o3/financials');
  });

  it('once per tab, even when the poll and a live arrival bring the same notification', async () => {
    const notification = completedNotification('o4');
    // The API is slow to mark it read: both the live read and the next poll still see it unread.
    const { keys, live, toast } = signIn([notification], { readSticks: false });
    act(() => live.emit('notification.changed', { action: 'created', id: notification.id, type: 'order_completed' } satisfies NotificationChangedEvent));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(keys().filter((key) => key === 'GET /api/notifications')).toHaveLength(3);
    expect(keys().filter((key) => key === 'POST /api/orders/o4/financials')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('says "Calculation Error" with the API’s message, and still marks it read', async () => {
    const notification = completedNotification('o5');
    const { keys, toast } = signIn([notification], {
      calculate: () => ({ status: 409, body: { statusCode: 409, code: 'ORDER_NOT_COMPLETED', message: 'This order has no completed job to calculate yet' } }),
    });
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Calculation Error', 'This order has no completed job to calculate yet');
    expect(keys()).toContain(`PATCH /api/notifications/${notification.id}/read`);
  });

  it('without an answer from the API: "Failed to calculate financial metrics", in Russian too', async () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const first = signIn([completedNotification('o6')], { calculate: lost });
    await settle();
    expect(first.toast.error).toHaveBeenCalledWith('Calculation Error', 'Failed to calculate financial metrics');
    first.unmount();

    const second = signIn([completedNotification('o7')], { language: 'ru', calculate: lost });
    await settle();
    expect(second.toast.error).toHaveBeenCalledWith('Ошибка расчёта', 'Не удалось рассчитать финансовые показатели');
  });

  it('leaves other notifications and other actions alone', async () => {
    const other = { ...completedNotification('o8'), data: { order_id: 'o8', action: 'something_else' } };
    const { keys, toast } = signIn([other], { language: 'ru' });
    await settle();
    expect(keys()).not.toContain('POST /api/orders/o8/financials');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
