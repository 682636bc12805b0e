import { lazy, Suspense, useState } from 'react';
import { Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type OrderDetails, PERSONAL_ORDER_SOURCE, personalBookingNote } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useLiveOrder } from '@fixflow/shell-sdk/data';
import { AddressLink, ApiErrorAlert, DETAILS_CLASS, OrderChatButton, OrderHistory, OrderStatusTag, PageHeader, PersonalTag, Text, TimeSlotText, useDates } from '@fixflow/ui';
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

  // A personal booking is time the technician blocked: no customer, no invoice, no "Assigned".
  if (order.order_source === PERSONAL_ORDER_SOURCE) return <BlockedTimePage order={order} />;
  const dash = '—';
  const address = [order.address, order.city, order.state, order.zip_code].filter(Boolean).join(', ');
  return (
    <>
      <PageHeader
        title={order.customer_name}
        subtitle={order.invoice_number}
        extra={
          <>
            <Button onClick={() => navigate('/orders')}>{t('order.back')}</Button>
            <OrderChatButton orderId={order.id} ns="technician" />
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
        <Card size="small" title={t('orderPage.customerTitle')}>
          <Descriptions className={DETAILS_CLASS} column={1} size="small">
            <Descriptions.Item label={t('order.fields.phone')}><a href={`tel:${order.phone}`}>{order.phone}</a></Descriptions.Item>
            <Descriptions.Item label={t('order.fields.address')}>{address ? <AddressLink address={address} ns="technician" /> : dash}</Descriptions.Item>
            <Descriptions.Item label={t('order.fields.appliance')}>{order.appliance_type ?? dash}</Descriptions.Item>
            <Descriptions.Item label={t('order.fields.issue')}>{order.issue_description ?? dash}</Descriptions.Item>
          </Descriptions>
        </Card>
        <OrderAppliance order={order} />
        <Card size="small" title={t('order.history.title')}>
          <OrderHistory history={order.history} side="technician" ns="technician" />
        </Card>
      </Flex>
    </>
  );
}

/**
 * Time the technician blocked for itself (a personal booking): when, its note, and the way to
 * free it again. No customer, chat, invoice number or history: nobody else is part of it.
 */
function BlockedTimePage({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('technician');
  const { navigate } = useShell();
  const dates = useDates();
  const note = personalBookingNote(order);
  return (
    <>
      <PageHeader title={t('order.personal')} extra={<Button onClick={() => navigate('/orders')}>{t('order.back')}</Button>} />
      <Card size="small" data-testid="blocked-time">
        <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
          <strong>{dates.day(order.service_date)} · <TimeSlotText slot={order.time_slot} ns="technician" /></strong>
          <span data-testid="order-status">
            {order.status === 'cancelled' ? <OrderStatusTag status={order.status} side="technician" ns="technician" /> : <PersonalTag ns="technician" />}
          </span>
        </Flex>
        <Descriptions className={DETAILS_CLASS} column={1} size="small" style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('personal.note')}>
            <span data-testid="blocked-time-note">{note ?? <Text type="secondary">{t('personal.noNote')}</Text>}</span>
          </Descriptions.Item>
        </Descriptions>
        {order.status === 'cancelled' ? null : (
          <>
            <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
              {t('personal.pageText')}
            </Text>
            <TechnicianOrderActions order={order} onComplete={() => undefined} />
          </>
        )}
      </Card>
    </>
  );
}
