import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Skeleton, Table } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { CustomerDetails, Order } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, OrderStatusTag, PageHeader, useDates } from '@fixflow/ui';
import { CustomerAppliances } from './CustomerAppliances';
import { CustomerThread } from './thread/CustomerThread';

/** GET /api/customers/:id with the customer's orders. */
export function CustomerDetailsPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate } = useShell();
  const dates = useDates();
  const { id = '' } = useParams<{ id: string }>();
  // Keyed by id: the next customer's page never shows the previous one while it loads.
  const { data: customer, error, refetch } = useQuery({
    queryKey: queryKeys.customer(id),
    queryFn: ({ signal }): Promise<CustomerDetails> => typed(api).get('/customers/{id}', { path: { id }, signal }),
  });

  if (error) return <ApiErrorAlert error={error} ns="vendor" onRetry={() => void refetch()} />;
  if (!customer) return <Skeleton active />;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  const dash = '—';
  return (
    <>
      <PageHeader title={name} subtitle={customer.phone} extra={<Button onClick={() => navigate('/customers')}>{t('customers.back')}</Button>} />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('order.fields.phone')}>{customer.phone}</Descriptions.Item>
          <Descriptions.Item label={t('order.fields.email')}>{customer.email ?? dash}</Descriptions.Item>
          <Descriptions.Item label={t('order.fields.address')} span={2}>
            {[customer.address, customer.city, customer.state, customer.zip_code].filter(Boolean).join(', ') || dash}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        {/* On a phone the texts come first (a badge brought the vendor here); beside the records from lg up. */}
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 10, order: 2 }}>
          <CustomerThread customerId={customer.id} />
        </Col>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 14, order: 1 }}>
          <CustomerAppliances customerId={customer.id} orders={customer.orders} />
          <Card title={t('customers.ordersTitle')}>
            <Table<Order>
              rowKey="id"
              dataSource={customer.orders}
              pagination={false}
              onRow={(order) => ({ onClick: () => navigate(`/orders/${order.id}`), style: { cursor: 'pointer' } })}
              locale={{ emptyText: <EmptyState title={t('orders.emptyTitle')} /> }}
              columns={[
                { key: 'invoice', title: t('order.fields.invoice'), dataIndex: 'invoice_number' },
                { key: 'date', title: t('order.fields.serviceDate'), render: (_, order) => dates.day(order.service_date) },
                { key: 'status', title: t('order.fields.status'), render: (_, order) => <OrderStatusTag status={order.status} side="vendor" ns="vendor" /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
