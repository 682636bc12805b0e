import { useDeferredValue } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { typed, type ApiClient, type Answer } from '@fixflow/api-client';
import type { Order } from '@fixflow/contracts';
import { useProfile, useShell, type PagePreloadContext } from '@fixflow/shell-sdk';
import { queryKeys, useOrderChanges } from '@fixflow/shell-sdk/data';

/** How many orders My Orders reads: a technician's working set, not their whole history. */
const WORKING_SET = 100;
const EMPTY: Order[] = [];
/**
 * An answer this recent is shown without asking again (the dashboard's prefetch is not read twice
 * on the page's first draw); the host's socket marks it stale at once when an order changes.
 */
const FRESH_MS = 10_000;

type Page = Answer<'/orders', 'get'>;

const myOrders = (api: ApiClient) => ({
  queryKey: [...queryKeys.orders, 'mine', WORKING_SET] as const,
  staleTime: FRESH_MS,
  queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Page> => typed(api).get('/orders', { query: { limit: WORKING_SET }, signal }),
});

/**
 * Starts GET /api/orders before the page is drawn (a reload of the dashboard: the host calls it
 * with the remote's download) into the host's QueryClient, so the page's query finds it there.
 */
export async function prefetchMyOrders({ api, queryClient }: PagePreloadContext): Promise<void> {
  const client: QueryClient = await queryClient();
  await client.prefetchQuery(myOrders(api));
}

/**
 * The technician's orders (the API scopes GET /api/orders to the caller: assigned orders and
 * personal bookings). A pushed change is merged in at once, so a newly assigned order appears
 * before the host's socket has the list read again.
 */
export function useMyOrders() {
  const { api } = useShell();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const options = myOrders(api);
  const query = useQuery(options);

  useOrderChanges(({ order }) => {
    queryClient.setQueryData<Page>(options.queryKey, (page) => {
      if (!page) return page;
      const rest = page.items.filter((other) => other.id !== order.id);
      // Reassigned to someone else: it leaves this technician's list.
      const mine = !profile || order.technician_id === profile.id;
      return { ...page, items: mine ? [order, ...rest] : rest };
    });
  });

  // The list draws in a deferred render (as a transition did before), so a tap while a long list
  // of orders renders is answered first.
  const shown = useDeferredValue(query.data);
  return {
    orders: shown?.items ?? EMPTY,
    loading: !shown && !query.error,
    error: query.error,
    reload: async () => void (await query.refetch()),
  };
}
