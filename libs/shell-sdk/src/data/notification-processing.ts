import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import {
  LIVE_NOTIFICATION_DELAY_MS,
  NOTIFICATION_POLL_MS,
  REALTIME_EVENTS,
  type NotificationChangedEvent,
  type NotificationItem,
  type NotificationType,
} from '@fixflow/contracts';
// The host's one context: by the package's name, never a path (a remote bundles this file, not the SDK's entry).
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from './queries';
import { useLiveEvent } from './order-events';

/** What one kind of notification asks of the signed-in app (SPEC.md §4 "Notification processing"). */
export interface NotificationProcessing<D> {
  type: NotificationType;
  /** The notifications this tab acts on (action and subject); the rest are left alone, unread. */
  accepts: (data: Record<string, unknown>) => data is Record<string, unknown> & D;
  /** The work itself (the API call); a throw is a failure. */
  run: (data: D) => Promise<unknown>;
  /** After the work succeeded: its toast, the queries to read again. */
  onSuccess: (data: D) => void;
  /** After it failed: its toast. The notification is marked read all the same. */
  onError: (error: unknown, data: D) => void;
}

/**
 * Notifications this tab has taken up: the 30 s poll and a live arrival may both bring the same
 * one (and the host remounts a remote's background with each page), each is processed once per tab.
 */
const takenUp = new Set<string>();

/**
 * SPEC.md §4, the one way for every kind: while signed in, the user's unread notifications of
 * `type` are polled every 30 s (NOTIFICATION_POLL_MS) and new ones heard on the host's socket are
 * read 2 s after they arrive (LIVE_NOTIFICATION_DELAY_MS). Each accepted one is processed once:
 * `run`, then `onSuccess` or `onError`, then it is marked read (PATCH /notifications/:id/read).
 */
export function useNotificationProcessing<D>(processing: NotificationProcessing<D>): void {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const filters = { type: processing.type, unread: 'true' } as const;
  const key = queryKeys.notificationList(filters);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => typed(api).get('/notifications', { query: filters, signal }),
    refetchInterval: NOTIFICATION_POLL_MS,
  });

  const latest = useRef(processing);
  latest.current = processing;

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useLiveEvent<NotificationChangedEvent>(REALTIME_EVENTS.notificationChanged, (event) => {
    if (event.action !== 'created' || event.type !== latest.current.type) return;
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
      const { accepts, run, onSuccess, onError } = latest.current;
      const payload = notification.data;
      if (!accepts(payload)) return;
      try {
        await run(payload);
        onSuccess(payload);
      } catch (error) {
        onError(error, payload);
      }
      try {
        await typed(api).patch('/notifications/{id}/read', { path: { id: notification.id } });
      } catch {
        // Read or not, this tab has taken it up; the next sign-in's poll tries it again.
      }
    };
    for (const notification of data?.items ?? []) void process(notification);
  }, [data, api]);
}
