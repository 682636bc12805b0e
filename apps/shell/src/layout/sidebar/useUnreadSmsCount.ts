import { useEffect, useState } from 'react';
import { UNREAD_COUNT_REFRESH_MS, type UnreadCount } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';

/**
 * Unread incoming-SMS notifications for the Customers badge, polled every minute.
 * Only vendors have customers, so other roles never ask. A failed poll keeps the
 * last count: the badge is a hint, not worth an error on every page.
 */
export function useUnreadSmsCount(enabled: boolean): number {
  const { api } = useShell();
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const poll = () => {
      api
        .get<UnreadCount>('/notifications/unread-count', { type: 'sms_received' }, controller.signal)
        .then((result) => setCount(result.count))
        .catch(() => undefined);
    };
    poll();
    const timer = window.setInterval(poll, UNREAD_COUNT_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [api, enabled]);

  return enabled ? count : 0;
}
