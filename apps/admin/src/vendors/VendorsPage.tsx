import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { VENDOR_STATUSES, isVendorStatus, type VendorList, type VendorSummary } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { EmptyState, StatusTag } from '@fixflow/ui';
import { useApiResource } from '../data/useApiResource';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { formatDate } from './format';

/** /vendors and /admin/vendors: every vendor, by search and status (GET /api/vendors), in keyset pages. Filters live in the URL. */
export function VendorsPage() {
  const { t, i18n } = useTranslation('admin');
  const { api } = useShell();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status = isVendorStatus(statusParam) ? statusParam : undefined;

  const load = useCallback((signal: AbortSignal) => api.get<VendorList>('/vendors', { search, status }, signal), [api, search, status]);
  const vendors = useApiResource(load);

  // Later keyset pages, kept for the first page they follow: a new filter starts over.
  const first = vendors.data;
  const [more, setMore] = useState<{ after: VendorList; items: VendorSummary[]; next: string | null } | null>(null);
  const [moreError, setMoreError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const ours = more && more.after === first ? more : null;
  const shown = first ? [...first.items, ...(ours?.items ?? [])] : [];
  const nextCursor = ours ? ours.next : (first?.next_cursor ?? null);
  const loadMore = async () => {
    if (!first || !nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await api.get<VendorList>('/vendors', { search, status, cursor: nextCursor });
      setMore({ after: first, items: [...(ours?.items ?? []), ...page.items], next: page.next_cursor });
    } catch (error) {
      setMoreError(error);
    } finally {
      setLoadingMore(false);
    }
  };
  const error = vendors.error ?? moreError;

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
      render: (value: string) => formatDate(value, i18n.language),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('vendors.title')} subtitle={t('vendors.subtitle')} />
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
        {error ? (
          <Alert
            type="error"
            showIcon
            title={t('vendors.loadFailed')}
            description={describeApiError(error, i18n)}
            action={<Button onClick={vendors.error ? vendors.reload : () => void loadMore()}>{t('vendors.retry')}</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Table<VendorSummary>
          data-testid="vendors-table"
          rowKey="id"
          columns={columns}
          dataSource={shown}
          loading={vendors.loading}
          pagination={false}
          size="middle"
          locale={{
            emptyText: vendors.loading ? ' ' : filtered ? (
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
        {nextCursor ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={loadingMore} onClick={() => void loadMore()}>
              {t('vendors.loadMore')}
            </Button>
          </Flex>
        ) : first ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {t('vendors.total', { count: shown.length })}
          </Typography.Text>
        ) : null}
      </Card>
    </>
  );
}
