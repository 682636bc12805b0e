import { useMemo, useState } from 'react';
import { Button, Card, Flex, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, CalendarIcon, EmptyState, OrderStatusTag, PageHeader, TimeSlotText, useDates } from '@fixflow/ui';
import { OrderLookup } from './OrderLookup';
import { useOrderList } from './useOrderList';
import { useDebounced } from './useDebounced';

const isOrderStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly (string | null)[]).includes(value);

export function OrdersPage() {
  const { t } = useTranslation('vendor');
  const { navigate } = useShell();
  const dates = useDates();
  // The status filter lives in the URL, so a dashboard count can open the list already filtered.
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const setStatus = (value: OrderStatus | undefined) => setParams(value ? { status: value } : {}, { replace: true });
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const filters = useMemo(() => ({ status, search: search || undefined }), [status, search]);
  const list = useOrderList(filters);

  const columns: ColumnsType<Order> = [
    {
      key: 'invoice',
      title: t('order.fields.invoice'),
      render: (_, order) => (
        <Typography.Link href={`/orders/${order.id}`} onClick={(event) => { event.preventDefault(); event.stopPropagation(); navigate(`/orders/${order.id}`); }}>
          {order.invoice_number}
        </Typography.Link>
      ),
    },
    { key: 'customer', title: t('order.fields.customer'), render: (_, order) => <>{order.customer_name}<br /><Typography.Text type="secondary">{order.phone}</Typography.Text></> },
    { key: 'when', title: t('order.fields.serviceDate'), render: (_, order) => <>{dates.day(order.service_date)}<br /><Typography.Text type="secondary"><TimeSlotText slot={order.time_slot} ns="vendor" /></Typography.Text></>, responsive: ['md'] },
    { key: 'technician', title: t('order.fields.technician'), render: (_, order) => order.technician?.full_name ?? t('order.unassigned'), responsive: ['lg'] },
    { key: 'status', title: t('order.fields.status'), render: (_, order) => <OrderStatusTag status={order.status} side="vendor" ns="vendor" /> },
  ];

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        extra={
          <>
            {/* The host draws the board (/service-scheduler); SPEC §2 leaves it out of the vendor's sidebar. */}
            <Button icon={<CalendarIcon />} onClick={() => navigate('/service-scheduler')}>{t('dispatchBoard')}</Button>
            <Button type="primary" onClick={() => navigate('/orders/new')}>{t('orders.create')}</Button>
          </>
        }
      />
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('orders.searchLabel')}
            placeholder={t('orders.searchPlaceholder')}
            allowClear
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ maxWidth: 360 }}
          />
          <Select<OrderStatus | undefined>
            aria-label={t('order.fields.status')}
            value={status}
            placeholder={t('orders.allStatuses')}
            allowClear
            onChange={(value) => setStatus(value)}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`order.vendorStatus.${value}`) }))}
            style={{ minWidth: 200 }}
          />
          <OrderLookup />
        </Flex>
        {list.error ? <ApiErrorAlert error={list.error} ns="vendor" onRetry={() => void list.retry()} /> : null}
        <Table<Order>
          rowKey="id"
          columns={columns}
          dataSource={list.orders}
          loading={list.loading}
          pagination={false}
          onRow={(order) => ({ onClick: () => navigate(`/orders/${order.id}`), style: { cursor: 'pointer' } })}
          // Until the first answer the spinner alone: "No orders yet" would be a claim not yet known.
          locale={{ emptyText: list.loading ? <div style={{ minHeight: 120 }} /> : <EmptyState title={t('orders.emptyTitle')} description={t('orders.emptyText')} /> }}
        />
        {list.hasMore ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={list.loadingMore} onClick={() => void list.loadMore()}>{t('orders.loadMore')}</Button>
          </Flex>
        ) : null}
      </Card>
    </>
  );
}
