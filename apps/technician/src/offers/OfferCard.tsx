import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@fixflow/contracts';
import { Panel, Text, TimeSlotText, useDates } from '@fixflow/ui';

export interface OfferCardProps {
  offer: Offer;
  /** This offer is being taken: its button spins. */
  taking: boolean;
  /** Another offer is being taken: one at a time. */
  disabled: boolean;
  onTake(offer: Offer): void;
}

/**
 * What a technician decides an offer by, thumb-sized: when, where, what, for whom. No customer
 * contact: the API gives that only to the one who takes it.
 */
export function OfferCard({ offer, taking, disabled, onTake }: OfferCardProps) {
  const { t } = useTranslation('technician');
  const dates = useDates();
  const { order } = offer;
  const place = [order.city, [order.state, order.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Panel size="small" data-testid="offer" data-invoice={order.invoice_number}>
      <Flex vertical gap={8}>
        <div>
          <Text strong style={{ display: 'block' }}>
            {dates.day(order.service_date)} · <TimeSlotText slot={order.time_slot} ns="technician" />
          </Text>
          <Text type="secondary">{place || t('offers.noPlace')}</Text>
        </div>
        <div style={{ minWidth: 0 }}>
          <Text strong style={{ display: 'block' }}>
            {order.appliance_type || t('offers.noAppliance')}
          </Text>
          {order.issue_description ? <Text style={{ display: 'block', overflowWrap: 'anywhere' }}>{order.issue_description}</Text> : null}
        </div>
        <Text type="secondary">
          {t('offers.vendor', { vendor: offer.vendor_name })} · {order.invoice_number}
        </Text>
        <Button type="primary" size="large" block loading={taking} disabled={disabled && !taking} onClick={() => onTake(offer)}>
          {t('offers.take')}
        </Button>
      </Flex>
    </Panel>
  );
}
