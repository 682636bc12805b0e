import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import {
  LIVE_NOTIFICATION_DELAY_MS,
  NOTIFICATION_POLL_MS,
  REALTIME_EVENTS,
  isOrderCompletedData,
  type NotificationChangedEvent,
  type NotificationItem,
} from '@fixflow/contracts';
import { apiErrorCode, describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useLiveEvent } from '@fixflow/shell-sdk/data';

const UNREAD_COMPLETED = { type: 'order_completed', unread: 'true' } as const;

/**
 * Notifications this tab has taken up: the 30 s poll and a live arrival may both bring the same
 * one (and the host remounts this component with each page), each is processed once per tab.
 */
const takenUp = new Set<string>();

/**
 * SPEC.md §4 "Notification processing", for the vendor: while signed in, its unread
 * order_completed notifications are polled every 30 s and new ones heard live (read 2 s after
 * they arrive); for action calculate_financials the order's financials are calculated (POST
 * /orders/:id/financials), a toast says how it went, then the notification is marked read.
 * The API's own job calculates them too: nothing depends on this tab being open.
 */
export function OrderCompletedProcessing() {
  const { t } = useTranslation('vendor');
  const { api, toast, i18n } = useShell();
  const queryClient = useQueryClient();
  const key = queryKeys.notificationList(UNREAD_COMPLETED);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => typed(api).get('/notifications', { query: UNREAD_COMPLETED, signal }),
    refetchInterval: NOTIFICATION_POLL_MS,
  });

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useLiveEvent<NotificationChangedEvent>(REALTIME_EVENTS.notificationChanged, (event) => {
    if (event.action !== 'created' || event.type !== 'order_completed') return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void queryClient.refetchQueries({ queryKey: key, exact: true });
    }, LIVE_NOTIFICATION_DELAY_MS);
    timers.current.add(timer);
  });

  useEffect(() => {
    const process = async (notification: NotificationItem) => {
      if (takenUp.has(notification.id)) return;
      takenUp.add(notification.id);
      const { data: payload } = notification;
      if (!isOrderCompletedData(payload)) return;
      try {
        await typed(api).post('/orders/{id}/financials', { path: { id: payload.order_id } });
        void queryClient.invalidateQueries({ queryKey: queryKeys.orderFinancials(payload.order_id) });
        toast.success(t('financials.calculated'));
      } catch (error) {
        // The API's message when it answered; a lost connection has none of its own.
        const answered = apiErrorCode(error) !== null && apiErrorCode(error) !== 'NETWORK_ERROR';
        toast.error(t('financials.calculationError'), answered ? describeApiError(error, i18n) : t('financials.calculationFailed'));
      }
      try {
        await typed(api).patch('/notifications/{id}/read', { path: { id: notification.id } });
      } catch {
        // Read or not, this tab has taken it up; the next sign-in's poll tries it again.
      }
    };
    for (const notification of data?.items ?? []) void process(notification);
  }, [data, api, toast, i18n, t, queryClient]);

  return null;
}

