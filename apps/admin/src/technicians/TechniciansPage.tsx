import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { TECHNICIAN_STATUSES, type AdminTechnician, type TechnicianStatus } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, StatusTag } from '@fixflow/ui';
import { percent } from './figures';

const isStatus = (value: string | null): value is TechnicianStatus => (TECHNICIAN_STATUSES as readonly (string | null)[]).includes(value);
const ROSTERS_SHOWN = 2;

/** /technicians for an admin: every technician (GET /api/admin/technicians) by search and status, in keyset pages. Filters live in the URL. */
export function TechniciansPage() {
  const { t, i18n } = useTranslation('admin');
  const { api } = useShell();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;

  const technicians = useInfiniteQuery({
    queryKey: queryKeys.adminTechnicianList({ search, status }),
    queryFn: ({ pageParam, signal }) =>
      typed(api).get('/admin/technicians', { query: { search: search || undefined, status, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const shown = technicians.data?.pages.flatMap((page) => page.items) ?? [];
  const loading = technicians.isPending;

  // Each change builds on the latest URL asked for (see VendorsPage): two quick changes keep both.
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

  const columns: TableColumnsType<AdminTechnician> = [
    {
      title: t('technicians.name'),
      key: 'name',
      render: (_: unknown, technician) => (
        <Flex vertical>
          <Link to={`/technicians/${technician.id}`}>{technician.full_name ?? technician.email ?? technician.phone ?? technician.id}</Link>
          {technician.email && technician.full_name ? (
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {technician.email}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('technicians.location'),
      key: 'location',
      responsive: ['md'],
      render: (_: unknown, technician) => [technician.city, technician.state].filter(Boolean).join(', '),
    },
    {
      title: t('technicians.rosters'),
      key: 'rosters',
      responsive: ['lg'],
      render: (_: unknown, technician) =>
        technician.rosters.length ? (
          <Flex gap={4} wrap>
            {technician.rosters.slice(0, ROSTERS_SHOWN).map((roster) => (
              <Tag key={roster.vendor_id}>
                <Link to={`/vendors/${roster.vendor_id}`}>{roster.company_name ?? roster.vendor_id}</Link>
              </Tag>
            ))}
            {technician.rosters.length > ROSTERS_SHOWN ? <Tag>{t('technicians.moreRosters', { count: technician.rosters.length - ROSTERS_SHOWN })}</Tag> : null}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('technicians.noRosters')}</Typography.Text>
        ),
    },
    {
      title: t('technicians.completed'),
      key: 'figures',
      responsive: ['md'],
      render: (_: unknown, technician) =>
        technician.figures ? (
          <span data-testid={`figures-${technician.id}`}>
            {technician.figures.completed} · {percent(technician.figures.completion_rate, i18n.language)}
          </span>
        ) : (
          <Typography.Text type="secondary">{t('technicians.noFigures')}</Typography.Text>
        ),
    },
    {
      title: t('technicians.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: string) => <StatusTag status={value} label={isStatus(value) ? t(`technicians.statuses.${value}`) : value} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('technicians.title')} subtitle={t('technicians.subtitle')} />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('technicians.search')}
            placeholder={t('technicians.searchPlaceholder')}
            defaultValue={search}
            key={search}
            allowClear
            onSearch={(value) => setFilter('search', value.trim() || undefined)}
            style={{ flex: '1 1 240px', maxWidth: 480 }}
          />
          <Select
            aria-label={t('technicians.statusFilter')}
            value={status ?? ''}
            onChange={(value: string) => setFilter('status', value || undefined)}
            options={[{ value: '', label: t('technicians.statuses.all') }, ...TECHNICIAN_STATUSES.map((value) => ({ value, label: t(`technicians.statuses.${value}`) }))]}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
        </Flex>
        {technicians.error ? (
          <ApiErrorAlert
            error={technicians.error}
            ns="admin"
            title={t('technicians.loadFailed')}
            onRetry={() => void (technicians.isFetchNextPageError ? technicians.fetchNextPage() : technicians.refetch())}
          />
        ) : null}
        <Table<AdminTechnician>
          data-testid="technicians-table"
          rowKey="id"
          columns={columns}
          dataSource={shown}
          loading={loading}
          pagination={false}
          size="middle"
          locale={{
            emptyText: loading ? ' ' : filtered ? (
              <EmptyState
                title={t('technicians.noMatchTitle')}
                description={t('technicians.noMatchText')}
                action={<Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('technicians.clearFilters')}</Button>}
              />
            ) : (
              <EmptyState title={t('technicians.emptyTitle')} description={t('technicians.emptyText')} />
            ),
          }}
        />
        {technicians.hasNextPage ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={technicians.isFetchingNextPage} onClick={() => void technicians.fetchNextPage()}>
              {t('technicians.loadMore')}
            </Button>
          </Flex>
        ) : technicians.data ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {t('technicians.total', { count: shown.length })}
          </Typography.Text>
        ) : null}
      </Card>
    </>
  );
}
