import { lazy, Suspense, useState } from 'react';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@fixflow/contracts';
import { DETAILS_CLASS, NoWrap, Text, useDates } from '@fixflow/ui';

// The fields load when "Fill in on site" is pressed: most visits only read the plate's figures.
const ApplianceForm = lazy(async () => ({ default: (await import('./ApplianceForm')).ApplianceForm }));

/** The technician may fill brand, model and serial while the order is open (the API's rule: not closed or cancelled). */
const FILLABLE = (status: string) => status !== 'closed' && status !== 'cancelled';

/** The order's appliance (issue 14): what it is, and on site the technician fills in the plate's figures. */
export function OrderAppliance({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('technician');
  const dates = useDates();
  const [filling, setFilling] = useState(false);
  const { appliance } = order;
  const dash = t('scorecard.none');
  return (
    <Card
      size="small"
      title={t('appliance.title')}
      data-testid="order-appliance"
      extra={
        appliance && !filling && FILLABLE(order.status) ? (
          <Button size="small" onClick={() => setFilling(true)}>
            {t('appliance.fill')}
          </Button>
        ) : null
      }
    >
      {!appliance ? (
        <Text type="secondary">{order.appliance_type ? `${order.appliance_type}. ${t('appliance.none')}` : t('appliance.none')}</Text>
      ) : filling ? (
        <Suspense fallback={<Skeleton active />}>
          <ApplianceForm orderId={order.id} appliance={appliance} onDone={() => setFilling(false)} />
        </Suspense>
      ) : (
        <Descriptions className={DETAILS_CLASS} column={1} size="small">
          <Descriptions.Item label={t('appliance.fields.type')}>{appliance.type}</Descriptions.Item>
          <Descriptions.Item label={t('appliance.fields.brand')}>{appliance.brand ?? dash}</Descriptions.Item>
          <Descriptions.Item label={t('appliance.fields.model')}>{appliance.model ?? dash}</Descriptions.Item>
          <Descriptions.Item label={t('appliance.fields.serial')}>{appliance.serial ?? dash}</Descriptions.Item>
          {appliance.install_date ? (
            <Descriptions.Item label={t('appliance.fields.installDate')}>
              <NoWrap>{dates.day(appliance.install_date)}</NoWrap>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      )}
    </Card>
  );
}
