import { lazy, Suspense, useState } from 'react';
import { Button, Card, Col, Descriptions, Row, Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canAssign, isFinalOrderState } from '@fixflow/contracts';
import { addOrderHistoryWords } from '@fixflow/i18n/order-history';
import { addVendorDispatchWords } from '@fixflow/i18n/vendor-dispatch';
import { useShell } from '@fixflow/shell-sdk';
import { useLiveOrder } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, DETAILS_CLASS, NoWrap, OrderChatButton, OrderHistory, OrderStatusTag, PageHeader, TimeSlotText, useDates } from '@fixflow/ui';
import { ApplianceText } from '../customers/ApplianceText';
import { THREAD_ANCHOR } from '../customers/thread/anchor';
import { OrderFinancialsCard } from './OrderFinancialsCard';
import { OfferButton, OfferDialog, OfferStatus } from './OrderOffer';
import { useOrderOffer } from './offer-data';
import { OrderRating } from './OrderRating';
import { RecallBanner } from './RecallBanner';
import { VendorOrderActions } from './VendorOrderActions';

// The printable invoice is its own chunk: the order page does not carry it until asked.
const InvoiceView = lazy(() => import('./InvoiceView'));

export function OrderDetailsPage() {
  const { t, i18n } = useTranslation('vendor');
  // The offer's words come with this chunk, not with the remote's entry.
  addVendorDispatchWords(i18n);
  addOrderHistoryWords(i18n, 'vendor');
  const { navigate } = useShell();
  const dates = useDates();
  const { id } = useParams<{ id: string }>();
  const { order, error, loading, reload } = useLiveOrder(id);
  const { offer, error: offerError, reload: reloadOffer } = useOrderOffer(id ?? '');
  const [offering, setOffering] = useState(false);
  const [params] = useSearchParams();

  if (loading) return <Skeleton active />;
  if (!order) {
    return (
      <>
        <PageHeader title={t('orderDetails.notFoundTitle')} subtitle={t('order.loadFailed')} />
        <ApiErrorAlert error={error} ns="vendor" onRetry={() => void reload()} action={<Button size="small" onClick={() => navigate('/orders')}>{t('order.back')}</Button>} />
      </>
    );
  }

  if (params.get('view') === 'invoice') {
    return (
      <Suspense fallback={<Skeleton active />}>
        <InvoiceView order={order} />
      </Suspense>
    );
  }

  const final = isFinalOrderState(order.status);
  const dash = '—';
  return (
    <>
      <PageHeader
        title={t('orderDetails.title', { invoice: order.invoice_number })}
        subtitle={order.customer_name}
        extra={
          <>
            <Button onClick={() => navigate('/orders')}>{t('order.back')}</Button>
            {order.customer_id ? <Button onClick={() => navigate(`/customers/${order.customer_id}#${THREAD_ANCHOR}`)}>{t('thread.messageCustomer')}</Button> : null}
            {/* The order's conversation is between its dispatchers and the assigned technician. */}
            {order.technician_id ? <OrderChatButton orderId={order.id} ns="vendor" /> : null}
            {final ? null : <Button onClick={() => navigate(`/orders/${order.id}/edit`)}>{t('orderDetails.edit')}</Button>}
            <OfferButton order={order} offer={offer} onClick={() => setOffering(true)} />
            {canAssign(order) ? <Button type="primary" onClick={() => navigate(`/orders/${order.id}/assign`)}>{t('orderDetails.assign')}</Button> : null}
          </>
        }
      />
      <OfferStatus order={order} offer={offer} error={offerError} onRetry={reloadOffer} />
      <OfferDialog order={order} open={offering} onClose={() => setOffering(false)} />
      {order.recall ? <RecallBanner order={order} recall={order.recall} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('orderDetails.detailsTitle')}>
            <Descriptions className={DETAILS_CLASS} column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('order.fields.status')}><span data-testid="order-status"><OrderStatusTag status={order.status} side="vendor" ns="vendor" /></span></Descriptions.Item>
              <Descriptions.Item label={t('order.fields.technician')}>{order.technician?.full_name ?? t('order.unassigned')}</Descriptions.Item>
              <Descriptions.Item label={t('order.fields.serviceDate')}><NoWrap>{dates.day(order.service_date)}</NoWrap></Descriptions.Item>
              <Descriptions.Item label={t('order.fields.timeSlot')}><TimeSlotText slot={order.time_slot} ns="vendor" /></Descriptions.Item>
              <Descriptions.Item label={t('order.fields.phone')}>{order.phone}</Descriptions.Item>
              <Descriptions.Item label={t('order.fields.email')}>{order.email ?? dash}</Descriptions.Item>
              <Descriptions.Item label={t('order.fields.address')} span={2}>
                {[order.address, order.city, order.state, order.zip_code].filter(Boolean).join(', ') || dash}
              </Descriptions.Item>
              <Descriptions.Item label={t('order.fields.appliance')}>{order.appliance_type ?? dash}</Descriptions.Item>
              <Descriptions.Item label={t('appliances.details')}>
                <span data-testid="order-appliance">{order.appliance ? <ApplianceText appliance={order.appliance} /> : t('appliances.noAppliance')}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('order.fields.issue')} span={2}>{order.issue_description ?? dash}</Descriptions.Item>
              {order.status === 'closed' ? (
                <Descriptions.Item label={t('rating.label')} span={2}>
                  <OrderRating order={order} />
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
          {final ? null : (
            <Card title={t('orderDetails.actionsTitle')} style={{ marginTop: 16 }}>
              <VendorOrderActions order={order} />
            </Card>
          )}
          <OrderFinancialsCard order={order} />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('order.history.title')}>
            <OrderHistory history={order.history} side="vendor" ns="vendor" />
          </Card>
        </Col>
      </Row>
    </>
  );
}
