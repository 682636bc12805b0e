import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { REALTIME_EVENTS, UNREAD_COUNT_REFRESH_MS, type NotificationChangedEvent, type UnreadCount } from '@fixflow/contracts';
import { useSession, useShell } from '@fixflow/shell-sdk';

/**
 * Unread incoming-SMS notifications for the Customers badge, polled every minute and
 * fetched again as soon as the API says one of the user's SMS notifications changed
 * (SPEC.md §7: "refetched every 60 s and on realtime change filtered by user"). Only
 * vendors have customers, so other roles never ask. A failed poll keeps the last
 * count: the badge is a hint, not worth an error on every page.
 */
export function useUnreadSmsCount(enabled: boolean): number {
  const { api } = useShell();
  const session = useSession();
  const token = session.status === 'signed-in' ? session.accessToken : null;
  const [count, setCount] = useState(0);
  const refetch = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const poll = () => {
      api
        .get<UnreadCount>('/notifications/unread-count', { type: 'sms_received' }, controller.signal)
        .then((result) => setCount(result.count))
        .catch(() => undefined);
    };
    refetch.current = poll;
    poll();
    const timer = window.setInterval(poll, UNREAD_COUNT_REFRESH_MS);
    return () => {
      refetch.current = () => undefined;
      window.clearInterval(timer);
      controller.abort();
    };
  }, [api, enabled]);

  // Its own connection, reopened with a refreshed token (the gateway checks it at the handshake);
  // the user's room carries only the user's own notifications.
  useEffect(() => {
    if (!enabled || !token) return;
    const socket = io({ path: '/api/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
    socket.on(REALTIME_EVENTS.notificationChanged, (event: NotificationChangedEvent) => {
      if (event.type === 'sms_received') refetch.current();
    });
    return () => {
      socket.off(REALTIME_EVENTS.notificationChanged);
      socket.disconnect();
    };
  }, [enabled, token]);

  return enabled ? count : 0;
}
