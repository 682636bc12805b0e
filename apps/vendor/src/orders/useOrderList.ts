import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order, OrderList, OrderListQuery } from '@fixflow/contracts';
import { useOrderChanges, useShell } from '@fixflow/shell-sdk';

const PAGE_SIZE = 25;

export interface OrderListState {
  orders: Order[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  loadMore(): Promise<void>;
}

/**
 * GET /api/orders with keyset pages. A pushed change replaces the order where it is shown;
 * a new order (or one that now matches the filter) is put on top, so the list stays live
 * without reloading pages already read.
 */
export function useOrderList(filters: Pick<OrderListQuery, 'status' | 'search'>): OrderListState {
  const { api } = useShell();
  const [orders, setOrders] = useState<Order[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Answers to an older filter must not overwrite the newer one's (typing in the search box).
  const generation = useRef(0);

  const fetchPage = useCallback(
    (after: string | null) => api.get<OrderList>('/orders', { ...filters, limit: PAGE_SIZE, cursor: after ?? undefined }),
    [api, filters],
  );

  useEffect(() => {
    const current = ++generation.current;
    setLoading(true);
    fetchPage(null).then(
      (page) => {
        if (current !== generation.current) return;
        setOrders(page.items);
        setCursor(page.next_cursor);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setError(failure);
        setLoading(false);
      },
    );
  }, [fetchPage]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const current = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchPage(cursor);
      if (current !== generation.current) return;
      setOrders((shown) => [...shown, ...page.items.filter((order) => !shown.some((other) => other.id === order.id))]);
      setCursor(page.next_cursor);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoadingMore(false);
    }
  }, [cursor, fetchPage]);

  useOrderChanges(({ order }) => {
    const matches = !filters.status || order.status === filters.status;
    setOrders((shown) => {
      const rest = shown.filter((other) => other.id !== order.id);
      if (!matches) return rest;
      const index = shown.findIndex((other) => other.id === order.id);
      if (index === -1) return filters.search ? shown : [order, ...shown];
      return shown.map((other) => (other.id === order.id ? order : other));
    });
  });

  return { orders, loading, loadingMore, hasMore: cursor !== null, error, loadMore };
}
