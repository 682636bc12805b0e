import { useQuery } from '@tanstack/react-query';
import { typed, type Answer } from '@fixflow/api-client';
import type { OrderDetails } from '@fixflow/contracts';
// The package's own entry, not '../shell-context': in a remote that is the host's shared copy.
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from './queries';

export interface LiveOrder {
  /** Null while `id`'s order loads: never the previous id's. */
  order: OrderDetails | null;
  error: unknown;
  loading: boolean;
  /** When the order shown was read (epoch ms; 0 before): a page drawn from the phone's saved copy says so (issue 19). */
  updatedAt: number;
  /** Reading it again failed (no network): the order shown is the saved one. */
  failed: boolean;
  reload(): Promise<void>;
}

/** GET /api/orders/:id, read again whenever the API says an order changed (history included). */
export function useLiveOrder(id: string | undefined): LiveOrder {
  const { api } = useShell();
  const query = useQuery({
    queryKey: queryKeys.order(id ?? ''),
    queryFn: ({ signal }): Promise<Answer<'/orders/{id}', 'get'>> => typed(api).get('/orders/{id}', { path: { id: id! }, signal }),
    enabled: !!id,
  });
  return {
    order: query.data ?? null,
    error: query.error,
    loading: query.isPending,
    updatedAt: query.dataUpdatedAt,
    failed: query.isError,
    reload: async () => {
      await query.refetch();
    },
  };
}
