import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typed, type ApiClient } from '@fixflow/api-client';
import type { OfferChangedEvent, Order, REALTIME_EVENTS, ScheduleBoard } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys, useLiveEvent } from '@fixflow/shell-sdk/data';
import { applyMove, type MoveTarget } from './board-grid';

/** REALTIME_EVENTS.offerChanged, typed against the contract (the object itself stays out of this chunk). */
const OFFER_CHANGED: (typeof REALTIME_EVENTS)['offerChanged'] = 'offer.changed';

export interface BoardQuery {
  start: string;
  end: string;
  vendor_id?: string;
}

/** The board's calls, typed by the API's OpenAPI document. */
export function boardApi(api: ApiClient) {
  const client = typed(api);
  return {
    board: (query: BoardQuery, signal?: AbortSignal): Promise<ScheduleBoard> => client.get('/schedule/board', { query, signal }),
    assign: (id: string, target: MoveTarget, overrideHours: boolean): Promise<Order> =>
      client.post('/orders/{id}/assign', { path: { id }, body: { ...target, ...(overrideHours ? { override_hours: true } : {}) } }),
  };
}

/**
 * Everything the board draws for its range, in one request, kept under the `orders` key: every
 * order event on the host's one socket reads it again (wireLiveQueries), and so does an offer
 * event (an order offered or taken leaves or changes the tray).
 */
export function useBoard(query: BoardQuery) {
  const { api } = useShell();
  const client = useQueryClient();
  useLiveEvent<OfferChangedEvent>(OFFER_CHANGED, () => void client.invalidateQueries({ queryKey: queryKeys.board(query) }));
  return useQuery({
    queryKey: queryKeys.board(query),
    queryFn: ({ signal }) => boardApi(api).board(query, signal),
    // A new range keeps the last one on screen until it arrives, instead of a skeleton each click.
    placeholderData: (previous) => previous,
  });
}

/** Every vendor, for an admin's vendor filter (a platform has tens, not thousands). */
export function useVendorChoices(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.vendorList({ all: true }),
    queryFn: ({ signal }) => typed(api).get('/vendors', { query: { limit: 100 }, signal }),
    enabled,
  });
}

export interface MoveRequest {
  order: Order;
  target: MoveTarget;
  technicianName: string | null;
  overrideHours?: boolean;
}

/**
 * A move on the board: drawn at once (optimistic), then asked of the API; a refusal puts the board
 * back as it was (the card snaps back) and the caller says why. Settled either way, the board is
 * read again.
 */
export function useMoveOrder(query: BoardQuery) {
  const { api } = useShell();
  const client = useQueryClient();
  const key = queryKeys.board(query);
  return useMutation({
    mutationFn: ({ order, target, overrideHours }: MoveRequest) => boardApi(api).assign(order.id, target, overrideHours ?? false),
    onMutate: async ({ order, target, technicianName }: MoveRequest) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ScheduleBoard>(key);
      if (before) client.setQueryData<ScheduleBoard>(key, applyMove(before, order, target, technicianName));
      return { before };
    },
    onError: (_error, _request, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}
