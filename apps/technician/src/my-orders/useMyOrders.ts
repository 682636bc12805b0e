import { useDeferredValue } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { useOrderChanges } from '@fixflow/shell-sdk/data';
import { myOrdersQuery, type MyOrdersPage as Page } from '../dashboard/dashboard-queries';

const EMPTY: Order[] = [];

/**
 * The technician's orders (the API scopes GET /api/orders to the caller: assigned orders and
 * personal bookings). A pushed change is merged in at once, so a newly assigned order appears
 * before the host's socket has the list read again.
 */
export function useMyOrders() {
  const { api } = useShell();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const options = myOrdersQuery(api);
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
    // Saved orders on screen and a failed read (no network): the page says when they were read.
    error: shown ? null : query.error,
    updatedAt: query.dataUpdatedAt,
    failed: query.isError,
    reload: async () => void (await query.refetch()),
  };
}
