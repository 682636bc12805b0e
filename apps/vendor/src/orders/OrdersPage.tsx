import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { ORDER_STATUSES, type Order, type TechnicianSummary } from '@fixflow/contracts';
import { addVendorOrderListWords } from '@fixflow/i18n/vendor-order-list';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys, saveDownload } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, CalendarIcon, EmptyState, FilterBar, PageHeader, dayInZone, useDates, useUrlFilters } from '@fixflow/ui';
import { BulkActions, BulkResult, type BulkSummary } from './BulkActions';
import { OrderLookup } from './OrderLookup';
import { useOrderColumns } from './order-columns';
import { ORDER_LIST_PARAMS, filtersFrom } from './order-filters';
import { useOrderList } from './useOrderList';

const FILTERS = ['status', 'technician_id', 'date_from', 'date_to', 'search'] as const;

/** A click on a link, button or checkbox of a row is that control's, not the row's. */
const onControl = (target: EventTarget) => target instanceof Element && target.closest('a, button, input, label, .ant-table-selection-column') !== null;

/**
 * Orders, as a dispatcher works them (issue 18): filters (state, technician, service dates, text)
 * and the sort in the address, so a reload or a shared link shows the same list; the CSV of what
 * the filters show; several orders selected and reassigned or cancelled at once.
 */
export function OrdersPage() {
  const { t, i18n } = useTranslation('vendor');
  // The list's words come with its chunk, not with the remote's entry.
  addVendorOrderListWords(i18n);
  const { api, navigate, toast } = useShell();
  const dates = useDates();
  const url = useUrlFilters(ORDER_LIST_PARAMS);
  const filters = useMemo(() => filtersFrom(url.values), [url.values]);
  const list = useOrderList(filters);
  const columns = useOrderColumns(filters);
  const roster = useQuery({
    queryKey: queryKeys.technicians,
    queryFn: ({ signal }): Promise<TechnicianSummary[]> => typed(api).get('/technicians', { signal }),
  });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const selected = list.orders.filter((order) => selectedIds.includes(order.id));
  const filtered = Boolean(filters.status || filters.technician_id || filters.date_from || filters.date_to || filters.search);

  const exporting = useMutation({
    // The file the API writes, with the session's token: the filters and sort the list shows, every row of them.
    mutationFn: () => saveDownload(api, '/orders/export.csv', `orders-${dayInZone(new Date(), dates.timeZone)}.csv`, { ...filters }),
    onError: (error) => toast.error(`${t('orderList.exportFailed')}: ${describeApiError(error, i18n)}`),
  });

  // The sort stays: it is how the dispatcher reads the list, not what it holds.
  const clearFilters = () => FILTERS.forEach((key) => url.set(key, undefined));

  const sortBy = (sorter: SorterResult<Order> | SorterResult<Order>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = one?.order ? (one.columnKey === 'invoice' ? 'invoice' : 'date') : undefined;
    url.set('sort', sort);
    url.set('direction', sort ? (one.order === 'ascend' ? 'asc' : 'desc') : undefined);
  };

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
        <FilterBar
          search={{ label: t('orders.searchLabel'), placeholder: t('orders.searchPlaceholder'), value: filters.search, onSearch: (value) => url.set('search', value) }}
          selects={[
            {
              label: t('order.fields.status'),
              value: filters.status,
              options: [{ value: '', label: t('orders.allStatuses') }, ...ORDER_STATUSES.map((value) => ({ value, label: t(`order.vendorStatus.${value}`) }))],
              onChange: (value) => url.set('status', value),
            },
            {
              label: t('orderList.technician'),
              value: filters.technician_id,
              options: [{ value: '', label: t('orderList.allTechnicians') }, ...(roster.data ?? []).map((technician) => ({ value: technician.id, label: technician.full_name ?? technician.email ?? technician.id }))],
              onChange: (value) => url.set('technician_id', value),
            },
          ]}
          dateRange={{
            fromLabel: t('orderList.dateFrom'),
            toLabel: t('orderList.dateTo'),
            from: filters.date_from,
            to: filters.date_to,
            onChange: (end, value) => url.set(end === 'from' ? 'date_from' : 'date_to', value),
          }}
        />
        <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
          <OrderLookup />
          <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
            {t('orderList.export')}
          </Button>
        </Flex>
        {summary ? <BulkResult summary={summary} onClose={() => setSummary(null)} /> : null}
        {selected.length ? (
          <BulkActions
            selected={selected}
            roster={roster.data ?? []}
            onClearSelection={() => setSelectedIds([])}
            onDone={(done) => {
              setSummary(done);
              setSelectedIds([]);
            }}
          />
        ) : null}
        {list.error ? <ApiErrorAlert error={list.error} ns="vendor" onRetry={() => void list.retry()} /> : null}
        <Table<Order>
          rowKey="id"
          data-testid="orders-table"
          columns={columns}
          dataSource={list.orders}
          loading={list.loading}
          pagination={false}
          size="middle"
          // Only over the arrows: over the whole header the hint covered the filters above.
          showSorterTooltip={{ target: 'sorter-icon' }}
          rowSelection={{
            selectedRowKeys: selectedIds,
            onChange: (keys) => setSelectedIds(keys as string[]),
            getCheckboxProps: (order) => ({ 'aria-label': t('orderList.selectOrder', { invoice: order.invoice_number }) }),
          }}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') sortBy(sorter);
          }}
          onRow={(order) => ({
            onClick: (event) => {
              if (!onControl(event.target)) navigate(`/orders/${order.id}`);
            },
            style: { cursor: 'pointer' },
          })}
          // Until the first answer the spinner alone: "No orders yet" would be a claim not yet known.
          locale={{
            emptyText: list.loading ? (
              <div style={{ minHeight: 120 }} />
            ) : filtered ? (
              <EmptyState title={t('orderList.noMatchTitle')} description={t('orderList.noMatchText')} action={<Button onClick={clearFilters}>{t('orderList.clearFilters')}</Button>} />
            ) : (
              <EmptyState title={t('orders.emptyTitle')} description={t('orders.emptyText')} />
            ),
          }}
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
