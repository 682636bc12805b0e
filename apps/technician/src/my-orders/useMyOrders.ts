import { useCallback, useEffect, useState } from 'react';
import type { Order, OrderList } from '@fixflow/contracts';
import { useOrderChanges, useProfile, useShell } from '@fixflow/shell-sdk';

/** How many orders My Orders reads: a technician's working set, not their whole history. */
const WORKING_SET = 100;

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
      const page = await api.get<OrderList>('/orders', { limit: WORKING_SET });
      setOrders(page.items);
      setError(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
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
