import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REALTIME_EVENTS, type Offer, type OfferChangedEvent, type OfferList } from '@fixflow/contracts';
import { apiErrorCode, describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useLiveEvent, useOutboxSend } from '@fixflow/shell-sdk/data';
import { openOffersQuery } from '../dashboard/dashboard-queries';

const EMPTY: Offer[] = [];

/** Soonest visit first: what a technician plans a day by. */
const bySoonest = (a: Offer, b: Offer) => a.order.starts_at.localeCompare(b.order.starts_at);

/** The list without `offerId` (taken, withdrawn, or just taken by this technician). */
function without(list: OfferList | undefined, offerId: string): OfferList | undefined {
  return list && { ...list, items: list.items.filter((offer) => offer.id !== offerId) };
}

/**
 * The open offers this technician may take (GET /api/offers), kept live by `offer.changed` on the
 * host's socket: a new offer joins the list, one taken by someone else or withdrawn leaves it,
 * without a reload. A reconnection reads the list again (the host's wiring invalidates every query).
 */
export function useOffers() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const query = useQuery(openOffersQuery(api));

  useLiveEvent<OfferChangedEvent>(REALTIME_EVENTS.offerChanged, ({ action, offer }) => {
    queryClient.setQueryData<OfferList>(queryKeys.offers, (list) => {
      const rest = without(list, offer.id);
      if (!rest) return list;
      return action === 'offered' && offer.status === 'open' ? { ...rest, items: [...rest.items, offer] } : rest;
    });
  });

  const offers = query.data?.items ?? EMPTY;
  return {
    offers: [...offers].sort(bySoonest),
    loading: !query.data && !query.error,
    error: query.error,
    reload: () => void query.refetch(),
  };
}

/**
 * POST /api/offers/:id/take. Taking is accepting: the order joins the technician's orders as
 * accepted. Lost to a faster colleague (409 OFFER_TAKEN) or withdrawn (409 OFFER_WITHDRAWN), it
 * says so in the technician's words and the offer leaves the list either way.
 */
export function useTakeOffer() {
  const { t } = useTranslation('technician');
  const { toast, i18n } = useShell();
  const send = useOutboxSend();
  const queryClient = useQueryClient();
  const drop = (offer: Offer) => queryClient.setQueryData<OfferList>(queryKeys.offers, (list) => without(list, offer.id));
  return useMutation({
    // Through the outbox (issue 19): offline the offer leaves the list and waits on the phone; a
    // colleague faster meanwhile is explained when it is sent.
    mutationFn: (offer: Offer) =>
      send({
        method: 'POST',
        path: `/offers/${encodeURIComponent(offer.id)}/take`,
        label: { kind: 'offer_take', ref: offer.order.invoice_number },
        subject: `order:${offer.order_id}`,
        order_id: offer.order_id,
        patch: { kind: 'offer-gone', offer_id: offer.id },
      }),
    onSuccess: async (result, offer) => {
      drop(offer);
      if (!result.queued) toast.success(t('offers.taken', { invoice: offer.order.invoice_number }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
    onError: (error, offer) => {
      const code = apiErrorCode(error);
      // Gone for this technician: taken, withdrawn, or out of its reach now. A clash with its own
      // time (SLOT_TAKEN) leaves the offer open: it may free the slot and try again.
      if (code === 'OFFER_TAKEN' || code === 'OFFER_WITHDRAWN' || code === 'OFFER_NOT_FOUND') drop(offer);
      if (code === 'OFFER_TAKEN') toast.info(t('offers.alreadyTaken'));
      else if (code === 'OFFER_WITHDRAWN') toast.info(t('offers.withdrawn'));
      else toast.error(describeApiError(error, i18n));
    },
  });
}
