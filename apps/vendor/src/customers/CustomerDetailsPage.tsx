import { useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Row, Skeleton, Table, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, DETAILS_CLASS, EmptyState, NoWrap, OrderStatusTag, PageHeader, useDates } from '@fixflow/ui';
import { customerName, customerPlace, mergedInto, useCustomerRecord } from './customer-data';
import { CustomerAppliances } from './CustomerAppliances';
import { CustomerFormDrawer } from './CustomerFormDrawer';
import { CustomerMerges } from './CustomerMerges';
import { CustomerThread } from './thread/CustomerThread';

const tel = (phone: string) => `tel:${phone}`;

/** /customers/:id: the customer's record — contact, other phones and addresses, notes, appliances, orders, texts, merges — edited in a drawer. */
export function CustomerDetailsPage() {
  const { t } = useTranslation('vendor');
  const { navigate, toast } = useShell();
  const dates = useDates();
  const { id = '' } = useParams<{ id: string }>();
  const [editing, setEditing] = useState(false);
  // Keyed by id: the next customer's page never shows the previous one while it loads.
  const { data: customer, error, refetch } = useCustomerRecord(id);
  const kept = mergedInto(error);

  // A merged customer's old link or bookmark opens the one it went to, in its place in the history.
  useEffect(() => {
    if (!kept) return;
    toast.info(t('customers.mergedNotice'));
    navigate(`/customers/${kept}`, { replace: true });
  }, [kept, navigate, toast, t]);

  if (error && !kept) return <ApiErrorAlert error={error} ns="vendor" onRetry={() => void refetch()} />;
  if (!customer) return <Skeleton active />;
  const dash = '—';
  const goToOrder = (order: Order) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(`/orders/${order.id}`);
  };
  return (
    <>
      <PageHeader
        title={customerName(customer)}
        subtitle={customer.phone}
        extra={
          <Flex gap={8} wrap>
            <Button onClick={() => navigate('/customers')}>{t('customers.back')}</Button>
            <Button onClick={() => setEditing(true)}>{t('customers.editTitle')}</Button>
            <Button type="primary" onClick={() => navigate(`/orders/new?customer=${customer.id}`)}>
              {t('customers.newOrder')}
            </Button>
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 14, order: 1 }}>
          <Card title={t('customers.contactTitle')} style={{ marginBottom: 16 }}>
            <Descriptions className={DETAILS_CLASS} column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('customers.fields.phone')}>
                <Typography.Link href={tel(customer.phone)} aria-label={t('customers.call', { phone: customer.phone })}>
                  <NoWrap>{customer.phone}</NoWrap>
                </Typography.Link>
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.fields.email')}>{customer.email ? <Typography.Link href={`mailto:${customer.email}`}>{customer.email}</Typography.Link> : dash}</Descriptions.Item>
              <Descriptions.Item label={t('customers.fields.address')} span="filled">
                {customerPlace(customer) || dash}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.otherPhones')} span="filled">
                {customer.phones.length ? (
                  <Flex vertical gap={4} data-testid="other-phones">
                    {customer.phones.map((entry) => (
                      <span key={entry.id}>
                        <Typography.Link href={tel(entry.phone)} aria-label={t('customers.call', { phone: entry.phone })}>
                          <NoWrap>{entry.phone}</NoWrap>
                        </Typography.Link>
                        {entry.label ? <Typography.Text type="secondary"> · {entry.label}</Typography.Text> : null}
                      </span>
                    ))}
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">{t('customers.noOtherPhones')}</Typography.Text>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.otherAddresses')} span="filled">
                {customer.addresses.length ? (
                  <Flex vertical gap={4} data-testid="other-addresses">
                    {customer.addresses.map((entry) => (
                      <span key={entry.id}>
                        {customerPlace(entry)}
                        {entry.label ? <Typography.Text type="secondary"> · {entry.label}</Typography.Text> : null}
                      </span>
                    ))}
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">{t('customers.noOtherAddresses')}</Typography.Text>
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('customers.notesTitle')} style={{ marginBottom: 16 }}>
            {customer.notes ? (
              <Typography.Paragraph className={DETAILS_CLASS} style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="customer-notes">
                {customer.notes}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">{t('customers.noNotes')}</Typography.Text>
            )}
          </Card>
          <CustomerAppliances customerId={customer.id} orders={customer.orders} />
          <Card title={t('customers.ordersTitle')} style={{ marginBottom: 16 }}>
            <Table<Order>
              rowKey="id"
              data-testid="customer-orders"
              dataSource={customer.orders}
              pagination={false}
              size="small"
              locale={{ emptyText: <EmptyState title={t('orders.emptyTitle')} /> }}
              columns={[
                {
                  key: 'invoice',
                  title: t('customers.invoice'),
                  render: (_, order) => (
                    <Typography.Link href={`/orders/${order.id}`} onClick={goToOrder(order)}>
                      <NoWrap>{order.invoice_number}</NoWrap>
                    </Typography.Link>
                  ),
                },
                { key: 'date', title: t('customers.date'), render: (_, order) => <NoWrap>{dates.day(order.service_date)}</NoWrap> },
                { key: 'technician', title: t('customers.technician'), responsive: ['sm'], render: (_, order) => order.technician?.full_name ?? t('customers.unassigned') },
                { key: 'status', title: t('customers.status'), render: (_, order) => <OrderStatusTag status={order.status} side="vendor" ns="vendor" /> },
              ]}
            />
          </Card>
          <CustomerMerges merges={customer.merges} />
        </Col>
        {/* On a phone the texts come first (a badge brought the vendor here); beside the record from lg up. */}
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 10, order: 2 }}>
          <CustomerThread customerId={customer.id} />
        </Col>
      </Row>
      <CustomerFormDrawer open={editing} record={customer} onClose={() => setEditing(false)} />
    </>
  );
}
