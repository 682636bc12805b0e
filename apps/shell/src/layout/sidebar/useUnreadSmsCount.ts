import { useQuery } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import { UNREAD_COUNT_REFRESH_MS } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';

/**
 * Unread incoming-SMS notifications for the Customers badge, polled every minute and read again
 * as soon as the API says one of the user's SMS notifications changed (SPEC.md §7: "refetched
 * every 60 s and on realtime change filtered by user"; the host's socket invalidates the query).
 * Only vendors have customers, so other roles never ask. A failed poll keeps the last count: the
 * badge is a hint, not worth an error on every page.
 */
export function useUnreadSmsCount(enabled: boolean): number {
  const { api } = useShell();
  const { data } = useQuery({
    queryKey: queryKeys.unreadCount('sms_received'),
    queryFn: ({ signal }) => typed(api).get('/notifications/unread-count', { query: { type: 'sms_received' }, signal }),
    enabled,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });
  return enabled ? (data?.count ?? 0) : 0;
}
