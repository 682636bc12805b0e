import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, EmptyState, Text } from '@fixflow/ui';
import { OfferCard } from './OfferCard';
import { useTakeOffer, type useOffers } from './useOffers';

/** My Orders' Offers tab: every open offer, live, each with Take. */
export function OffersList({ offers, loading, error, reload }: ReturnType<typeof useOffers>) {
  const { t } = useTranslation('technician');
  const taking = useTakeOffer();

  if (loading) return <Skeleton active />;
  return (
    <section aria-label={t('offers.title')} data-testid="offers">
      <Text paragraph type="secondary">
        {t('offers.intro')}
      </Text>
      {error ? <ApiErrorAlert error={error} ns="technician" title={t('offers.loadFailed')} onRetry={reload} /> : null}
      {offers.length === 0 ? (
        error ? null : <EmptyState title={t('offers.emptyTitle')} description={t('offers.emptyText')} />
      ) : (
        <Flex vertical gap={12}>
          {offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              taking={taking.isPending && taking.variables.id === offer.id}
              disabled={taking.isPending}
              onTake={(chosen) => taking.mutate(chosen)}
            />
          ))}
        </Flex>
      )}
    </section>
  );
}
