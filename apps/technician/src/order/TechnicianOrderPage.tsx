import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@fixflow/i18n';
import { type OrderDetails, PERSONAL_ORDER_SOURCE, personalBookingNote } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useLiveOrder, useWaitingFor } from '@fixflow/shell-sdk/data';
import { addOrderHistoryWords } from '@fixflow/i18n/order-history';
import { addOutboxWords, OUTBOX_NAMESPACE } from '@fixflow/i18n/outbox';
import { AddressLink, ApiErrorAlert, DETAILS_CLASS, OrderChatButton, OrderHistory, OrderStatusTag, PageHeader, PersonalTag, Text, TimeSlotText, useDates } from '@fixflow/ui';
import { LastUpdated } from '../offline/LastUpdated';
import { Loading } from '../offline/Loading';
import { OrderAppliance } from './OrderAppliance';
import { TechnicianOrderActions } from './TechnicianOrderActions';
import { TechnicianOrderFinancials } from './TechnicianOrderFinancials';

// The job's figures load when Complete is pressed: most visits to this page never need them. An
// order under way fetches them once shown, so Complete still opens after the signal is gone (issue 19).
const loadCompletionForm = () => import('./completion/CompletionForm');
const CompletionForm = lazy(async () => ({ default: (await loadCompletionForm()).CompletionForm }));
const UNDER_WAY = new Set(['accepted', 'en_route', 'in_progress']);

/** Completed or closed: the job's figures are in, and its money can be read. */
const HAS_FINANCIALS = new Set(['completed', 'closed']);

export function TechnicianOrderPage() {
  const { t, i18n } = useTranslation('technician');
  addOrderHistoryWords(i18n, 'technician');
  const { navigate } = useShell();
  const dates = useDates();
  const { id } = useParams<{ id: string }>();
  const { order, error, loading, reload, updatedAt, failed } = useLiveOrder(id);
  const [completing, setCompleting] = useState(false);
  const waiting = useWaitingFor(order?.id);
  const underWay = order ? UNDER_WAY.has(order.status) : false;
  useEffect(() => {
    if (underWay) void loadCompletionForm().then(({ preloadCompletionWords }) => preloadCompletionWords(currentLanguage(i18n))).catch(() => undefined);
  }, [underWay, i18n]);

  // Offline, an order never opened here waits for the network: say so rather than spin (issue 19).
  if (loading) return <Loading />;
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
      <LastUpdated updatedAt={updatedAt} failed={failed} />
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <strong>{dates.day(order.service_date)} · <TimeSlotText slot={order.time_slot} ns="technician" /></strong>
            <span data-testid="order-status"><OrderStatusTag status={order.status} side="technician" ns="technician" /></span>
          </Flex>
          {waiting.length ? <WaitingNote /> : null}
          {completing && order.status === 'in_progress' ? null : <TechnicianOrderActions order={order} onComplete={() => setCompleting(true)} onDeclined={() => navigate('/orders')} />}
        </Card>
        {completing && order.status === 'in_progress' ? (
          <Card size="small" title={t('completion.title')}>
            <Suspense fallback={<Loading />}>
              <CompletionForm order={order} onDone={() => setCompleting(false)} />
            </Suspense>
          </Card>
        ) : null}
        {/* The figures are the server's: they show once the completion has been sent. */}
        {HAS_FINANCIALS.has(order.status) && !waiting.length ? (
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

/** The order's last moves are kept on the phone, not sent yet (issue 19). */
function WaitingNote() {
  const { t, i18n } = useTranslation(OUTBOX_NAMESPACE);
  addOutboxWords(i18n);
  return (
    <Text strong style={{ display: 'block', marginBottom: 12 }} data-testid="order-waiting">
      {t('waitingTag')}
    </Text>
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
