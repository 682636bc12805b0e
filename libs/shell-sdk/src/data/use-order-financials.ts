import { useQuery } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import type { OrderFinancials } from '@fixflow/contracts';
// The package's own entry, not '../shell-context': in a remote that is the host's shared copy.
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from './queries';

/**
 * GET /api/orders/:id/financials: the order's money line by line (issue 13), for vendor and
 * technician alike. Ask only once the order is completed (`enabled`): before that the API answers
 * 409 ORDER_NOT_COMPLETED.
 */
export function useOrderFinancials(id: string, enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.orderFinancials(id),
    queryFn: ({ signal }): Promise<OrderFinancials> => typed(api).get('/orders/{id}/financials', { path: { id }, signal }),
    enabled,
  });
}
