import { act } from '@testing-library/react';
import { type QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@fixflow/api-client';
import type { NotificationChangedEvent, NotificationItem } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { createQueryClient, queryKeys } from '@fixflow/shell-sdk/data';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

// The technician's own background work, as the host mounts it beside every page (RemoteApp.background).
const Background = app.background!;
const session = signedInSession(technicianProfile);
let sequence = 0;

function metricsNotification(technicianId = 't1', action = 'update_metrics'): NotificationItem {
  sequence += 1;
  return {
    id: `m-${sequence}`,
    type: 'metrics_update',
    is_read: false,
    created_at: '2031-05-04T09:00:00.000Z',
    data: { action, technician_id: technicianId, order_id: `o-${sequence}` },
  };
}

interface Options {
  language?: 'en' | 'ru';
  /** The API's answer to POST /technicians/t1/metrics/recalculate (200 by default). */
  recalculate?: FakeRoutes[string];
  readSticks?: boolean;
  queryClient?: QueryClient;
}

function signIn(unread: NotificationItem[], { language = 'en', recalculate = () => ({ status: 200, body: {} }), readSticks = true, queryClient }: Options = {}) {
  const { calls, fetchImpl } = fakeApi(
    new Proxy({} as FakeRoutes, {
      get: (_routes, key: string) => {
        if (key === 'GET /api/notifications') return () => ({ status: 200, body: { items: unread.filter((item) => !item.is_read) } });
        const read = /^PATCH \/api\/notifications\/(.+)\/read$/.exec(key);
        if (read) {
          return () => {
            const item = unread.find((candidate) => candidate.id === read[1]);
            if (item && readSticks) item.is_read = true;
            return { status: 200, body: { ...item, is_read: true } };
          };
        }
        return /^POST \/api\/technicians\/.+\/metrics\/recalculate$/.test(key) ? recalculate : undefined;
      },
    }),
  );
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const harness = renderWithShell(<Background />, {
    app,
    language,
    session,
    queryClient,
    services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast },
  });
  const keys = () => calls.map((call) => call.key);
  return { ...harness, calls, keys, toast };
}

async function settle() {
  for (let step = 0; step < 5; step += 1) await act(() => jest.advanceTimersByTimeAsync(20));
}

const RECALCULATE = 'POST /api/technicians/t1/metrics/recalculate';

describe('SPEC §4: the technician processes its metrics_update notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('recalculates 90 days for what is unread at sign-in, says "Metrics Updated", then marks it read', async () => {
    const notification = metricsNotification();
    const { keys, calls, toast } = signIn([notification]);
    await settle();
    expect(keys()).toEqual(['GET /api/notifications', RECALCULATE, `PATCH /api/notifications/${notification.id}/read`]);
    expect(calls[0].url.searchParams.get('type')).toBe('metrics_update');
    expect(calls[0].url.searchParams.get('unread')).toBe('true');
    expect(calls[1].body).toEqual({ period_days: 90 });
    expect(toast.success).toHaveBeenCalledWith('Metrics Updated');
  });

  it('reads the scorecard again once recalculated', async () => {
    const queryClient = createQueryClient();
    const scorecard = queryKeys.technicianMetrics('t1', { period_start: '2031-02-03', period_end: '2031-05-04' });
    queryClient.setQueryData(scorecard, null);
    signIn([metricsNotification()], { queryClient });
    await settle();
    expect(queryClient.getQueryState(scorecard)?.isInvalidated).toBe(true);
  });

  it('polls every 30 s: an update that arrived unheard is taken up at the next poll', async () => {
    const unread: NotificationItem[] = [];
    const { keys } = signIn(unread);
    await settle();
    unread.push(metricsNotification());
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(keys()).not.toContain(RECALCULATE);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(keys()).toContain(RECALCULATE);
  });

  it('a live arrival is recalculated 2 s after it arrives, not before', async () => {
    const unread: NotificationItem[] = [];
    const { keys, live } = signIn(unread);
    await settle();
    const notification = metricsNotification();
    unread.push(notification);
    act(() => live.emit('notification.changed', { action: 'created', id: notification.id, type: 'metrics_update' } satisfies NotificationChangedEvent));
    await act(() => jest.advanceTimersByTimeAsync(1_900));
    expect(keys()).not.toContain(RECALCULATE);
    await act(() => jest.advanceTimersByTimeAsync(100));
    await settle();
    expect(keys()).toContain(RECALCULATE);
  });

  it('once per tab, even when the poll and a live arrival bring the same notification', async () => {
    const notification = metricsNotification();
    const { keys, live, toast } = signIn([notification], { readSticks: false });
    act(() => live.emit('notification.changed', { action: 'created', id: notification.id, type: 'metrics_update' } satisfies NotificationChangedEvent));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(keys().filter((key) => key === 'GET /api/notifications')).toHaveLength(3);
    expect(keys().filter((key) => key === RECALCULATE)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('says "Update Error" / "Failed to update technician metrics" when the API fails, and still marks it read', async () => {
    const notification = metricsNotification();
    const { keys, toast } = signIn([notification], {
      recalculate: () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' } }),
    });
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Update Error', 'Failed to update technician metrics');
    expect(toast.success).not.toHaveBeenCalled();
    expect(keys()).toContain(`PATCH /api/notifications/${notification.id}/read`);
  });

  it('in Russian too, a lost connection included', async () => {
    const { toast } = signIn([metricsNotification()], {
      language: 'ru',
      recalculate: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Ошибка обновления', 'Не удалось обновить показатели мастера');
  });

  it('leaves another technician’s update and other actions alone, unread', async () => {
    const other = metricsNotification('t2');
    const action = metricsNotification('t1', 'something_else');
    const { keys, toast } = signIn([other, action]);
    await settle();
    expect(keys()).toEqual(['GET /api/notifications']);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
