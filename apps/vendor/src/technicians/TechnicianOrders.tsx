import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { ApiErrorAlert, NoWrap, OrderStatusTag, TimeSlotText, useDates } from '@fixflow/ui';
import { RecordLink } from '../orders/order-columns';
import type { OrderListFilters } from '../orders/order-filters';
import { useOrderList } from '../orders/useOrderList';

/**
 * The technician's orders for this vendor, latest service date first (the upcoming ones on top),
 * read as the Orders list reads them (GET /api/orders?technician_id=…, kept live by the socket).
 * The first page only: "All their orders" opens the Orders list filtered to the technician.
 */
export function TechnicianOrders({ technicianId }: { technicianId: string }) {
  const { t } = useTranslation('vendor');
  const dates = useDates();
  const filters: OrderListFilters = { technician_id: technicianId, sort: 'date', direction: 'desc' };
  const { orders, loading, error, retry } = useOrderList(filters);

  if (error) return <ApiErrorAlert error={error} ns="vendor" onRetry={() => void retry()} style={{ marginBottom: 0 }} />;
  return (
    <>
      <Table<Order>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={orders}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="technician-orders"
        locale={{ emptyText: loading ? ' ' : t('technicians.ordersEmpty') }}
        columns={[
          {
            key: 'invoice',
            title: t('order.fields.invoice'),
            render: (_, order) => (
              <RecordLink to={`/orders/${order.id}`} testId="order-invoice">
                <NoWrap>{order.invoice_number}</NoWrap>
              </RecordLink>
            ),
          },
          { key: 'date', title: t('order.fields.serviceDate'), render: (_, order) => <NoWrap>{dates.day(order.service_date)}</NoWrap> },
          {
            key: 'window',
            title: t('order.fields.timeSlot'),
            render: (_, order) => (
              <NoWrap>
                <TimeSlotText slot={order.time_slot} ns="vendor" />
              </NoWrap>
            ),
          },
          { key: 'customer', title: t('order.fields.customer'), render: (_, order) => (order.customer_id ? <RecordLink to={`/customers/${order.customer_id}`}>{order.customer_name}</RecordLink> : order.customer_name) },
          { key: 'status', title: t('order.fields.status'), render: (_, order) => <OrderStatusTag status={order.status} side="vendor" ns="vendor" /> },
        ]}
      />
      {orders.length > 0 ? (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          <RecordLink to={`/orders?technician_id=${encodeURIComponent(technicianId)}`}>{t('technicians.allOrders')}</RecordLink>
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
