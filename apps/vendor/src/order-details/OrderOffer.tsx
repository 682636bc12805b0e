import { useState } from 'react';
import { Alert, Button, Flex, Modal, Popconfirm, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOffer, type Offer, type OfferAudience, type OrderDetails } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, useDates } from '@fixflow/ui';
import { audienceOf, useOfferActions, useRoster } from './offer-data';

/** The place an offer by area goes to, as the order names it ("Austin, TX"); empty: the order names none. */
const placeOf = (order: Pick<OrderDetails, 'city' | 'state'>) => [order.city, order.state].map((part) => part?.trim()).filter(Boolean).join(', ');

/** "Offer to technicians" in the order page's header: only where the API would take it (canOffer) and none is open. */
export function OfferButton({ order, offer, onClick }: { order: OrderDetails; offer: Offer | null; onClick(): void }) {
  const { t } = useTranslation('vendor');
  if (!canOffer(order) || offer?.status === 'open') return null;
  return <Button onClick={onClick}>{t('dispatch.offer.action')}</Button>;
}

/** Who gets the offer (the whole roster, or its technicians in the order's city and state), how many, then send. */
export function OfferDialog({ order, open, onClose }: { order: OrderDetails; open: boolean; onClose(): void }) {
  const { t } = useTranslation('vendor');
  const { toast, i18n } = useShell();
  const [audience, setAudience] = useState<OfferAudience>('roster');
  const roster = useRoster();
  const { publish } = useOfferActions(order.id);
  const place = placeOf(order);
  const reach = (which: OfferAudience) => (roster.data ? audienceOf(roster.data, which, order).length : null);
  const chosen = reach(audience);
  const count = (which: OfferAudience) => {
    const value = reach(which);
    return value === null ? null : <Typography.Text type="secondary"> · {t('dispatch.offer.reach', { count: value })}</Typography.Text>;
  };

  const send = () =>
    publish.mutate(audience, {
      onSuccess: () => {
        toast.success(t('dispatch.offer.sent'));
        onClose();
      },
      onError: (failure) => toast.error(t('dispatch.offer.failed'), describeApiError(failure, i18n)),
    });

  return (
    <Modal
      open={open}
      title={t('dispatch.offer.dialogTitle', { invoice: order.invoice_number })}
      okText={t('dispatch.offer.send')}
      cancelText={t('order.reasonDialog.cancel')}
      confirmLoading={publish.isPending}
      onOk={send}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('dispatch.offer.dialogText')}</Typography.Paragraph>
      <Typography.Paragraph strong id="offer-audience-label" style={{ marginBottom: 8 }}>
        {t('dispatch.offer.audienceLabel')}
      </Typography.Paragraph>
      <Radio.Group aria-labelledby="offer-audience-label" value={audience} onChange={(event) => setAudience(event.target.value as OfferAudience)}>
        <Space orientation="vertical">
          <Radio value="roster">
            {t('dispatch.offer.roster')}
            {count('roster')}
          </Radio>
          <Radio value="area" disabled={!place}>
            {place ? t('dispatch.offer.area', { place }) : t('dispatch.offer.areaNoPlace')}
            {place ? count('area') : null}
          </Radio>
        </Space>
      </Radio.Group>
      {!place ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('dispatch.offer.areaNeedsPlace')}
        </Typography.Paragraph>
      ) : null}
      {roster.error ? <ApiErrorAlert error={roster.error} ns="vendor" onRetry={() => void roster.refetch()} style={{ marginTop: 12, marginBottom: 0 }} /> : null}
      {chosen === 0 ? <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('dispatch.offer.nobody')} /> : null}
    </Modal>
  );
}

/**
 * The order's offer as it stands, live: open ("Offered to 5 technicians · waiting", Withdraw offer),
 * or taken ("Taken by Ann Smith") while the order is still that technician's. A withdrawn one says nothing.
 */
export function OfferStatus({ order, offer, error, onRetry }: { order: OrderDetails; offer: Offer | null; error: unknown; onRetry(): void }) {
  const { t } = useTranslation('vendor');
  const { toast, i18n } = useShell();
  const dates = useDates();
  const roster = useRoster();
  const { withdraw } = useOfferActions(order.id);
  // Only where an offer could be open: an assigned order's page need not say the offers did not load.
  if (error && !offer && canOffer(order)) return <ApiErrorAlert error={error} ns="vendor" title={t('dispatch.offer.loadFailed')} onRetry={onRetry} />;
  if (!offer) return null;

  if (offer.status === 'taken' && offer.taken_by && offer.taken_by.id === order.technician_id) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="order-offer"
        style={{ marginBottom: 16 }}
        title={t('dispatch.offer.takenBy', { name: offer.taken_by.full_name ?? t('dispatch.offer.someone') })}
        description={offer.taken_at ? t('dispatch.offer.takenAt', { time: dates.instant(offer.taken_at) }) : undefined}
      />
    );
  }
  if (offer.status !== 'open') return null;

  const reached = roster.data ? audienceOf(roster.data, offer.audience, order).length : null;
  const title = reached === null ? t('dispatch.offer.offeredWaiting') : t('dispatch.offer.offered', { count: reached });
  return (
    <Alert
      type="info"
      showIcon
      data-testid="order-offer"
      style={{ marginBottom: 16 }}
      title={title}
      description={
        // The action under the title, not beside it: on a phone a side button squeezes the words into a column.
        <Flex wrap justify="space-between" align="center" gap={8}>
          <span>{t('dispatch.offer.sentAt', { time: dates.instant(offer.created_at) })}</span>
          <Popconfirm
            title={t('dispatch.offer.withdrawConfirm')}
            okText={t('dispatch.offer.withdraw')}
            cancelText={t('order.reasonDialog.cancel')}
            onConfirm={() =>
              withdraw.mutateAsync().then(
                () => toast.success(t('dispatch.offer.withdrawn')),
                (failure: unknown) => toast.error(t('dispatch.offer.withdrawFailed'), describeApiError(failure, i18n)),
              )
            }
          >
            <Button size="small" loading={withdraw.isPending}>
              {t('dispatch.offer.withdraw')}
            </Button>
          </Popconfirm>
        </Flex>
      }
    />
  );
}
