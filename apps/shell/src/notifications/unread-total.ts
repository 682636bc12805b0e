import { useQuery } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import { UNREAD_COUNT_REFRESH_MS } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';

/** The badge's key: every unread notification of the user, whatever its type. */
export const UNREAD_TOTAL = queryKeys.unreadCount('all');

/**
 * The bell's count (issue 18): every unread notification of the user, re-read every minute and at
 * once when the socket says one was created or read here or in another session (wireLiveQueries).
 */
export function useUnreadTotal(): number {
  const { api } = useShell();
  const { data } = useQuery({
    queryKey: UNREAD_TOTAL,
    queryFn: ({ signal }) => typed(api).get('/notifications/unread-count', { signal }),
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });
  return data?.count ?? 0;
}
