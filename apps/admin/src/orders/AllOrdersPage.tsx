import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { addAdminOrdersWords } from '@fixflow/i18n/admin-orders';
import { useSearchParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { ORDER_STATUSES, type Order, type OrderStatus, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, OrderStatusTag, PageHeader, PersonalTag, TimeSlotText, useDates } from '@fixflow/ui';
import { AdminOrderDrawer } from './AdminOrderDrawer';

const PAGE_SIZE = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isOrderStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/**
 * All Orders (issue 16): every vendor's orders with the vendor named, the vendor's list filters
 * (status, search, service dates) plus one vendor, keyset pages. The filters live in the address,
 * so a dashboard figure opens the list already filtered. A row opens the order read-only, with
 * Cancel (with a reason) and Reassign.
 */
export function AllOrdersPage() {
  const { t, i18n } = useTranslation('admin');
  // The page's words come with its chunk, not with the remote's entry.
  addAdminOrdersWords(i18n);
  const { api } = useShell();
  const dates = useDates();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const vendorParam = params.get('vendor_id');
  const vendorId = vendorParam && UUID.test(vendorParam) ? vendorParam : undefined;
  const dateFrom = DATE.test(params.get('date_from') ?? '') ? params.get('date_from')! : undefined;
  const dateTo = DATE.test(params.get('date_to') ?? '') ? params.get('date_to')! : undefined;
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  // Every vendor, for the filter and the vendor column (a platform has tens, not thousands).
  const vendors = useQuery({
    queryKey: queryKeys.vendorList({ all: true }),
    queryFn: ({ signal }) => typed(api).get('/vendors', { query: { limit: 100 }, signal }),
  });
  const vendorName = useMemo(() => new Map((vendors.data?.items ?? []).map((vendor) => [vendor.id, vendor.company_name])), [vendors.data]);

  const filters = useMemo(
    () => ({ status, vendor_id: vendorId, date_from: dateFrom, date_to: dateTo, search: search.trim() || undefined }),
    [status, vendorId, dateFrom, dateTo, search],
  );
  const list = useInfiniteQuery({
    queryKey: queryKeys.orderList({ admin: true, ...filters }),
    queryFn: ({ pageParam, signal }) => typed(api).get('/orders', { query: { ...filters, limit: PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const orders = list.data?.pages.flatMap((page) => page.items) ?? [];
  const open = orders.find((order) => order.id === openId) ?? null;

  const columns: ColumnsType<Order> = [
    {
      key: 'invoice',
      title: t('order.fields.invoice'),
      // A technician's blocked time has no invoice: its own number (PB-) is never shown as one.
      render: (_, order) => <Typography.Link>{order.order_source === PERSONAL_ORDER_SOURCE ? <PersonalTag ns="admin" /> : order.invoice_number}</Typography.Link>,
    },
    { key: 'vendor', title: t('allOrders.vendor'), render: (_, order) => (order.vendor_id ? vendorName.get(order.vendor_id) ?? '…' : '—') },
    {
      key: 'customer',
      title: t('order.fields.customer'),
      render: (_, order) => (
        <>
          {order.customer_name}
          <br />
          <Typography.Text type="secondary">{order.phone}</Typography.Text>
        </>
      ),
      responsive: ['md'],
    },
    {
      key: 'when',
      title: t('order.fields.serviceDate'),
      render: (_, order) => (
        <>
          {dates.day(order.service_date)}
          <br />
          <Typography.Text type="secondary">
            <TimeSlotText slot={order.time_slot} ns="admin" />
          </Typography.Text>
        </>
      ),
      responsive: ['md'],
    },
    { key: 'technician', title: t('order.fields.technician'), render: (_, order) => order.technician?.full_name ?? t('order.unassigned'), responsive: ['lg'] },
    { key: 'status', title: t('order.fields.status'), render: (_, order) => <OrderStatusTag status={order.status} side="vendor" ns="admin" /> },
  ];

  const filtered = Boolean(status || vendorId || dateFrom || dateTo || search);
  return (
    <>
      <PageHeader title={t('allOrders.title')} subtitle={t('allOrders.subtitle')} />
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }} align="center">
          <Input.Search
            aria-label={t('allOrders.searchLabel')}
            placeholder={t('allOrders.searchPlaceholder')}
            allowClear
            onSearch={(value) => setSearch(value)}
            style={{ maxWidth: 320 }}
          />
          <Select<OrderStatus | undefined>
            aria-label={t('order.fields.status')}
            data-testid="filter-status"
            value={status}
            placeholder={t('allOrders.allStatuses')}
            allowClear
            onChange={(value) => setParam('status', value)}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`order.vendorStatus.${value}`) }))}
            style={{ minWidth: 180 }}
          />
          <Select<string | undefined>
            aria-label={t('allOrders.vendor')}
            data-testid="filter-vendor"
            value={vendorId}
            placeholder={t('allOrders.allVendors')}
            allowClear
            showSearch
            optionFilterProp="label"
            loading={vendors.isPending}
            onChange={(value) => setParam('vendor_id', value)}
            options={(vendors.data?.items ?? []).map((vendor) => ({ value: vendor.id, label: vendor.company_name }))}
            style={{ minWidth: 220, maxWidth: '100%' }}
          />
          {dateFrom || dateTo ? (
            <Tag
              closable
              data-testid="filter-dates"
              onClose={() => {
                const next = new URLSearchParams(params);
                next.delete('date_from');
                next.delete('date_to');
                setParams(next, { replace: true });
              }}
            >
              {dateFrom === dateTo ? dates.day(dateFrom!) : `${dateFrom ? dates.day(dateFrom) : '…'} – ${dateTo ? dates.day(dateTo) : '…'}`}
            </Tag>
          ) : null}
        </Flex>
        {list.error ? <ApiErrorAlert error={list.error} ns="admin" onRetry={() => void list.refetch()} /> : null}
        <Table<Order>
          rowKey="id"
          data-testid="all-orders"
          columns={columns}
          dataSource={orders}
          loading={list.isPending}
          pagination={false}
          onRow={(order) => ({ onClick: () => setOpenId(order.id), style: { cursor: 'pointer' } })}
          locale={{
            emptyText: list.isPending ? (
              <div style={{ minHeight: 120 }} />
            ) : (
              <EmptyState title={t('allOrders.emptyTitle')} description={filtered ? t('allOrders.emptyText') : undefined} />
            ),
          }}
        />
        {list.hasNextPage ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('allOrders.loadMore')}
            </Button>
          </Flex>
        ) : null}
      </Card>
      <AdminOrderDrawer order={open} vendorName={open?.vendor_id ? vendorName.get(open.vendor_id) : undefined} onClose={() => setOpenId(null)} />
    </>
  );
}
