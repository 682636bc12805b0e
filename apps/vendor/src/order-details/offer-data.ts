import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import { inOfferAudience, REALTIME_EVENTS, type Offer, type OfferAudience, type OfferChangedEvent, type OfferList, type Order, type TechnicianSummary } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys, useLiveEvent } from '@fixflow/shell-sdk/data';

/** The list with `offer` in its place (or first: the vendor's list is newest first). */
function withOffer(list: OfferList | undefined, offer: Offer): OfferList | undefined {
  if (!list) return list;
  const rest = list.items.filter((item) => item.id !== offer.id);
  return { ...list, items: [offer, ...rest] };
}

/**
 * The vendor's offers (GET /api/offers: open, and closed in the last week, newest first), kept
 * live by `offer.changed` on the host's socket (a technician took one, another dispatcher
 * withdrew it), and the order's newest one.
 */
export function useOrderOffer(orderId: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.offers,
    queryFn: ({ signal }): Promise<OfferList> => typed(api).get('/offers', { signal }),
  });
  useLiveEvent<OfferChangedEvent>(REALTIME_EVENTS.offerChanged, ({ offer }) => {
    queryClient.setQueryData<OfferList>(queryKeys.offers, (list) => withOffer(list, offer));
  });
  return {
    offer: query.data?.items.find((offer) => offer.order_id === orderId) ?? null,
    loading: query.isPending,
    error: query.error,
    reload: () => void query.refetch(),
  };
}

/** The vendor's roster (GET /api/technicians), to say how many technicians an offer reaches. */
export function useRoster() {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.technicians,
    queryFn: ({ signal }): Promise<TechnicianSummary[]> => typed(api).get('/technicians', { signal }),
  });
}

/** Who an audience reaches, by the contract's rule: the roster's active technicians, by area when asked. */
export function audienceOf(roster: readonly TechnicianSummary[], audience: OfferAudience, order: Pick<Order, 'city' | 'state'>): TechnicianSummary[] {
  return roster.filter((technician) => technician.status === 'active' && inOfferAudience(audience, order, technician));
}

/** POST and DELETE /api/orders/:id/offer: the answer (or the withdrawal) goes into the list at once; the event confirms it. */
export function useOfferActions(orderId: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: (audience: OfferAudience) => typed(api).post('/orders/{id}/offer', { path: { id: orderId }, body: { audience } }),
    onSuccess: (offer) => queryClient.setQueryData<OfferList>(queryKeys.offers, (list) => withOffer(list, offer)),
  });
  const withdraw = useMutation({
    mutationFn: () => typed(api).delete('/orders/{id}/offer', { path: { id: orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offers }),
  });
  return { publish, withdraw };
}
