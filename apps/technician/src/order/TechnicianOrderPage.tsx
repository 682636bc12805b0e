import { lazy, Suspense, useState } from 'react';
import { Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useLiveOrder } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, DETAILS_CLASS, OrderChatButton, OrderHistory, OrderStatusTag, PageHeader, TimeSlotText, useDates } from '@fixflow/ui';
import { OrderAppliance } from './OrderAppliance';
import { TechnicianOrderActions } from './TechnicianOrderActions';
import { TechnicianOrderFinancials } from './TechnicianOrderFinancials';

// The job's figures load when Complete is pressed: most visits to this page never need them.
const CompletionForm = lazy(async () => ({ default: (await import('./completion/CompletionForm')).CompletionForm }));

/** Completed or closed: the job's figures are in, and its money can be read. */
const HAS_FINANCIALS = new Set(['completed', 'closed']);

export function TechnicianOrderPage() {
  const { t } = useTranslation('technician');
  const { navigate } = useShell();
  const dates = useDates();
  const { id } = useParams<{ id: string }>();
  const { order, error, loading, reload } = useLiveOrder(id);
  const [completing, setCompleting] = useState(false);

  if (loading) return <Skeleton active />;
  if (!order) {
    return <ApiErrorAlert error={error} ns="technician" title={t('order.loadFailed')} onRetry={() => void reload()} action={<Button size="small" onClick={() => navigate('/orders')}>{t('order.back')}</Button>} />;
  }

  const personal = order.order_source === PERSONAL_ORDER_SOURCE;
  const dash = '—';
  const address = [order.address, order.city, order.state, order.zip_code].filter(Boolean).join(', ');
  return (
    <>
      <PageHeader
        title={personal ? t('order.personal') : order.customer_name}
        subtitle={order.invoice_number}
        extra={
          <>
            <Button onClick={() => navigate('/orders')}>{t('order.back')}</Button>
            {/* A personal order has no vendor to talk to. */}
            {personal ? null : <OrderChatButton orderId={order.id} ns="technician" />}
          </>
        }
      />
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <strong>{dates.day(order.service_date)} · <TimeSlotText slot={order.time_slot} ns="technician" /></strong>
            <span data-testid="order-status"><OrderStatusTag status={order.status} side="technician" ns="technician" /></span>
          </Flex>
          {completing && order.status === 'in_progress' ? null : <TechnicianOrderActions order={order} onComplete={() => setCompleting(true)} onDeclined={() => navigate('/orders')} />}
        </Card>
        {completing && order.status === 'in_progress' ? (
          <Card size="small" title={t('completion.title')}>
            <Suspense fallback={<Skeleton active />}>
              <CompletionForm order={order} onDone={() => setCompleting(false)} />
            </Suspense>
          </Card>
        ) : null}
        {HAS_FINANCIALS.has(order.status) ? (
          <Card size="small" title={t('money.title')} data-testid="order-financials">
            <TechnicianOrderFinancials order={order} />
          </Card>
        ) : null}
        {personal ? null : (
          <Card size="small" title={t('orderPage.customerTitle')}>
            <Descriptions className={DETAILS_CLASS} column={1} size="small">
              <Descriptions.Item label={t('order.fields.phone')}><a href={`tel:${order.phone}`}>{order.phone}</a></Descriptions.Item>
              <Descriptions.Item label={t('order.fields.address')}>{address || dash}</Descriptions.Item>
              <Descriptions.Item label={t('order.fields.appliance')}>{order.appliance_type ?? dash}</Descriptions.Item>
              <Descriptions.Item label={t('order.fields.issue')}>{order.issue_description ?? dash}</Descriptions.Item>
            </Descriptions>
          </Card>
        )}
        {personal ? null : <OrderAppliance order={order} />}
        <Card size="small" title={t('order.history.title')}>
          <OrderHistory history={order.history} side="technician" ns="technician" />
        </Card>
      </Flex>
    </>
  );
}
