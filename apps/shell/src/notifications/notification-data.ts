import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import type { NotificationList, UnreadCount } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { UNREAD_TOTAL } from './unread-total';

/** A page of the center: enough to fill the panel on a phone. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** The center's list, newest first, a keyset page at a time; read only while the panel is open. */
export function useNotificationPages(enabled: boolean) {
  const { api } = useShell();
  return useInfiniteQuery({
    queryKey: queryKeys.notificationCenter,
    queryFn: ({ pageParam, signal }): Promise<NotificationList> =>
      typed(api).get('/notifications', { query: { limit: NOTIFICATION_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    ...keysetPages,
    enabled,
  });
}

/** Marks the center's copy read at once (`id`, or all when null) and the badge down with it; the server's answer follows. */
function markInCache(client: QueryClient, id: string | null): void {
  let newlyRead = 0;
  client.setQueryData<InfiniteData<NotificationList>>(queryKeys.notificationCenter, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => {
              if (item.is_read || (id !== null && item.id !== id)) return item;
              newlyRead += 1;
              return { ...item, is_read: true };
            }),
          })),
        }
      : data,
  );
  client.setQueryData<UnreadCount>(UNREAD_TOTAL, (count) => (count ? { count: id === null ? 0 : Math.max(0, count.count - newlyRead) } : count));
}

/** Marking read one (a click) or all ("Mark all read"): shown at once, then every badge and the list read again. */
export function useMarkRead() {
  const { api } = useShell();
  const client = useQueryClient();
  const settle = () => {
    void client.invalidateQueries({ queryKey: queryKeys.unreadCounts });
    void client.invalidateQueries({ queryKey: queryKeys.notificationCenter });
  };
  const one = useMutation({
    mutationFn: (id: string) => typed(api).patch('/notifications/{id}/read', { path: { id } }),
    onMutate: (id) => markInCache(client, id),
    onSettled: settle,
  });
  const all = useMutation({
    mutationFn: () => typed(api).post('/notifications/read-all'),
    onMutate: () => markInCache(client, null),
    onSettled: settle,
  });
  return { markRead: one.mutate, markAllRead: all.mutate, markingAll: all.isPending };
}
