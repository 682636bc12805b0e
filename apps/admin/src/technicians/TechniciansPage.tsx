import { useInfiniteQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { TECHNICIAN_STATUSES, type AdminTechnician, type TechnicianStatus } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { FilterBar, KeysetTable, keysetWords, PageHeader, StatusTag, useUrlFilters } from '@fixflow/ui';
import { percent } from './figures';

const isStatus = (value: string | null): value is TechnicianStatus => (TECHNICIAN_STATUSES as readonly (string | null)[]).includes(value);
const ROSTERS_SHOWN = 2;

/** /technicians for an admin: every technician (GET /api/admin/technicians) by search and status, in keyset pages. Filters live in the URL. */
export function TechniciansPage() {
  const { t, i18n } = useTranslation('admin');
  const { api } = useShell();
  const filters = useUrlFilters(['search', 'status'] as const);
  const search = filters.values.search ?? '';
  const status = isStatus(filters.values.status ?? null) ? (filters.values.status as TechnicianStatus) : undefined;

  const technicians = useInfiniteQuery({
    queryKey: queryKeys.adminTechnicianList({ search, status }),
    queryFn: ({ pageParam, signal }) =>
      typed(api).get('/admin/technicians', { query: { search: search || undefined, status, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });


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
        <FilterBar
          search={{ label: t('technicians.search'), placeholder: t('technicians.searchPlaceholder'), value: filters.values.search, onSearch: (value) => filters.set('search', value) }}
          selects={[
            {
              label: t('technicians.statusFilter'),
              value: status,
              onChange: (value) => filters.set('status', value),
              options: [{ value: '', label: t('technicians.statuses.all') }, ...TECHNICIAN_STATUSES.map((value) => ({ value, label: t(`technicians.statuses.${value}`) }))],
            },
          ]}
        />
        <KeysetTable<AdminTechnician>
          testId="technicians-table"
          rowKey="id"
          columns={columns}
          query={technicians}
          ns="admin"
          words={keysetWords(t, 'technicians')}
          filtered={filters.filtered}
          onClearFilters={filters.clear}
        />
      </Card>
    </>
  );
}
