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
    reload: async () => {
      await query.refetch();
    },
  };
}
