import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@fixflow/api-client';
import type { Order, OrderList } from '@fixflow/contracts';
import { useOrderChanges, useProfile, useShell } from '@fixflow/shell-sdk';

/** How many orders My Orders reads: a technician's working set, not their whole history. */
const WORKING_SET = 100;
/** A prefetched answer older than this is read again rather than shown. */
const PREFETCH_FRESH_MS = 10_000;

let prefetched: { page: Promise<OrderList>; at: number } | null = null;

/**
 * Starts GET /api/orders before the page is drawn (a reload of the dashboard: the host calls it
 * with the remote's download), so the orders arrive with the code. The first load takes it once.
 */
export function prefetchMyOrders(api: ApiClient): void {
  const page = api.get<OrderList>('/orders', { limit: WORKING_SET });
  page.catch(() => undefined); // the page's own load reports errors
  prefetched = { page, at: Date.now() };
}

function takePrefetched(): Promise<OrderList> | null {
  const early = prefetched;
  prefetched = null;
  return early && Date.now() - early.at < PREFETCH_FRESH_MS ? early.page : null;
}

/**
 * The technician's orders (the API scopes GET /api/orders to the caller: assigned orders and
 * personal bookings). Pushed changes are merged in, so a newly assigned order appears at once.
 */
export function useMyOrders() {
  const { api } = useShell();
  const profile = useProfile();
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    try {
      const page = await (takePrefetched() ?? api.get<OrderList>('/orders', { limit: WORKING_SET }));
      startTransition(() => {
        setOrders(page.items);
        setError(null);
        setLoading(false);
      });
    } catch (failure) {
      startTransition(() => {
        setError(failure);
        setLoading(false);
      });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  useOrderChanges(({ order }) => {
    const rest = (shown: Order[]) => shown.filter((other) => other.id !== order.id);
    // Reassigned to someone else: it leaves this technician's list.
    const mine = !profile || order.technician_id === profile.id;
    setOrders((shown) => (mine ? [order, ...rest(shown)] : rest(shown)));
  });

  return { orders, loading, error, reload: load };
}
