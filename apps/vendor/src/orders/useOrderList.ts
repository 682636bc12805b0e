import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { typed, type Answer } from '@fixflow/api-client';
import type { Order } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys, useOrderChanges } from '@fixflow/shell-sdk/data';
import { matchesFilters, type OrderListFilters } from './order-filters';

const PAGE_SIZE = 25;

type Page = Answer<'/orders', 'get'>;

export interface OrderListState {
  orders: Order[];
  /** Until the first answer for these filters: the table shows a spinner, never "No orders found". */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  loadMore(): Promise<void>;
  /** Asks again for what failed: the next page, or the list. */
  retry(): Promise<void>;
}

/**
 * GET /api/orders with keyset pages (useInfiniteQuery: an older filter's answer never lands on a
 * newer one). A pushed change replaces the order where it is shown, or takes it out when it no
 * longer matches; in the default sort (newest first) a new order that matches is put on top, so
 * the list stays live without reloading pages already read. In another sort, or with a text
 * search, where a new order belongs is the API's to say: it shows on the next read.
 */
export function useOrderList(filters: OrderListFilters): OrderListState {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.orderList(filters);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => typed(api).get('/orders', { query: { ...filters, limit: PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });

  useOrderChanges(({ order }) => {
    const matches = matchesFilters(order, filters);
    queryClient.setQueryData<InfiniteData<Page, string | null>>(queryKey, (data) => {
      if (!data) return data;
      const shown = data.pages.some((page) => page.items.some((other) => other.id === order.id));
      if (!shown && (!matches || filters.search || filters.sort)) return data;
      const pages = data.pages.map((page) => ({
        ...page,
        items: matches ? page.items.map((other) => (other.id === order.id ? order : other)) : page.items.filter((other) => other.id !== order.id),
      }));
      if (!shown) pages[0] = { ...pages[0], items: [order, ...pages[0].items] };
      return { ...data, pages };
    });
  });

  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    // A later page may repeat a row a pushed change put on top: show it once.
    orders: orders.filter((order, index) => orders.findIndex((other) => other.id === order.id) === index),
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    error: query.error,
    loadMore: async () => {
      await query.fetchNextPage();
    },
    retry: async () => {
      await (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());
    },
  };
}
