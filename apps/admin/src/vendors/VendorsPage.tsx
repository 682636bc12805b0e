import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { VENDOR_STATUSES, isVendorStatus, type VendorSummary } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, StatusTag, useDates } from '@fixflow/ui';

/** /vendors and /admin/vendors: every vendor, by search and status (GET /api/vendors), in keyset pages. Filters live in the URL. */
export function VendorsPage() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const { api } = useShell();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status = isVendorStatus(statusParam) ? statusParam : undefined;

  // One query per filter: "Load more" only ever appends the shown filter's next page.
  const vendors = useInfiniteQuery({
    queryKey: queryKeys.vendorList({ search, status }),
    queryFn: ({ pageParam, signal }) => typed(api).get('/vendors', { query: { search: search || undefined, status, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const shown = vendors.data?.pages.flatMap((page) => page.items) ?? [];
  const loading = vendors.isPending;

  // The router re-renders in a transition, so a second filter change can arrive before the
  // render that carries the first: build each change on the latest URL we asked for, not
  // on this render's copy, or picking a status and then searching drops the status.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const setFilter = (key: 'search' | 'status', value: string | undefined) => {
    const next = new URLSearchParams(latestParams.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latestParams.current = next;
    setParams(next, { replace: true });
  };
  const filtered = Boolean(search || status);

  const columns: TableColumnsType<VendorSummary> = [
    {
      title: t('vendors.company'),
      key: 'company',
      render: (_: unknown, vendor) => <Link to={`/vendors/${vendor.id}`}>{vendor.company_name}</Link>,
    },
    { title: t('vendors.email'), dataIndex: 'email', key: 'email', responsive: ['md'] },
    { title: t('vendors.phone'), dataIndex: 'phone', key: 'phone', responsive: ['lg'] },
    {
      title: t('vendors.location'),
      key: 'location',
      responsive: ['lg'],
      render: (_: unknown, vendor) => [vendor.city, vendor.state].filter(Boolean).join(', '),
    },
    {
      title: t('vendors.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: VendorSummary['status']) => <StatusTag status={value} label={t(`statuses.${value}`)} />,
    },
    {
      title: t('vendors.registered'),
      dataIndex: 'created_at',
      key: 'created_at',
      responsive: ['sm'],
      render: (value: string) => dates.instant(value, 'date'),
    },
  ];

  return (
    <>
      <PageHeader title={t('vendors.title')} subtitle={t('vendors.subtitle')} />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('vendors.search')}
            placeholder={t('vendors.searchPlaceholder')}
            defaultValue={search}
            key={search}
            allowClear
            onSearch={(value) => setFilter('search', value.trim() || undefined)}
            style={{ flex: '1 1 240px', maxWidth: 480 }}
          />
          <Select
            aria-label={t('vendors.statusFilter')}
            value={status ?? ''}
            onChange={(value: string) => setFilter('status', value || undefined)}
            options={[{ value: '', label: t('statuses.all') }, ...VENDOR_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))]}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
        </Flex>
        {vendors.error ? (
          <ApiErrorAlert error={vendors.error} ns="admin" title={t('vendors.loadFailed')} onRetry={() => void (vendors.isFetchNextPageError ? vendors.fetchNextPage() : vendors.refetch())} />
        ) : null}
        <Table<VendorSummary>
          data-testid="vendors-table"
          rowKey="id"
          columns={columns}
          dataSource={shown}
          loading={loading}
          pagination={false}
          size="middle"
          locale={{
            emptyText: loading ? ' ' : filtered ? (
              <EmptyState
                title={t('vendors.noMatchTitle')}
                description={t('vendors.noMatchText')}
                action={<Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('vendors.clearFilters')}</Button>}
              />
            ) : (
              <EmptyState title={t('vendors.emptyTitle')} description={t('vendors.emptyText')} />
            ),
          }}
        />
        {vendors.hasNextPage ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={vendors.isFetchingNextPage} onClick={() => void vendors.fetchNextPage()}>
              {t('vendors.loadMore')}
            </Button>
          </Flex>
        ) : vendors.data ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {t('vendors.total', { count: shown.length })}
          </Typography.Text>
        ) : null}
      </Card>
    </>
  );
}
