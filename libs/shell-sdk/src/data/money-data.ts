import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { typed, type ApiClient, type Query } from '@fixflow/api-client';
import type { PaymentList, PaymentMethod, Collector, SettlementDetails, SettlementList, SettlementStatus } from '@fixflow/contracts';
// The package's own entry, not '../shell-context': in a remote that is the host's shared copy.
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from './queries';

export interface SettlementFilters {
  status?: SettlementStatus;
  technician_id?: string;
}

/** GET /api/settlements: the weekly statements the caller may read (vendor: its own; technician: its own; admin: all). */
export function useSettlements(filters: SettlementFilters) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.settlementList(filters),
    queryFn: ({ signal }): Promise<SettlementList> => typed(api).get('/settlements', { query: filters, signal }),
  });
}

/** GET /api/settlements/:id: one statement with every line, its sums and payouts. */
export function useSettlement(id: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.settlement(id),
    queryFn: ({ signal }): Promise<SettlementDetails> => typed(api).get('/settlements/{id}', { path: { id }, signal }),
  });
}

export interface PaymentFilters {
  method?: PaymentMethod;
  collected_by?: Collector;
  /** yyyy-mm-dd, both ends included. */
  from?: string;
  to?: string;
}

export const PAYMENTS_PAGE_SIZE = 50;

/** GET /api/payments in keyset pages; every page carries the totals of the whole filter. */
export function usePayments(filters: PaymentFilters) {
  const { api } = useShell();
  return useInfiniteQuery({
    queryKey: queryKeys.paymentList(filters),
    queryFn: ({ signal, pageParam }): Promise<PaymentList> =>
      typed(api).get('/payments', { query: { ...filters, limit: PAYMENTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    ...keysetPages,
  });
}

/**
 * A file the API answers (a CSV export), fetched with the session's token and handed to the
 * browser's save as a Blob URL: a plain link would carry no token.
 */
export async function saveDownload(api: ApiClient, path: string, filename: string, query?: Query): Promise<void> {
  const blob = await api.download(path, query);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the URL can go once this task is done.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
