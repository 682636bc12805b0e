import { useInfiniteQuery } from '@tanstack/react-query';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { VENDOR_STATUSES, isVendorStatus, type VendorSummary } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { FilterBar, KeysetTable, keysetWords, PageHeader, StatusTag, useDates, useUrlFilters } from '@fixflow/ui';

/** /vendors and /admin/vendors: every vendor, by search and status (GET /api/vendors), in keyset pages. Filters live in the URL. */
export function VendorsPage() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const { api } = useShell();
  const filters = useUrlFilters(['search', 'status'] as const);
  const search = filters.values.search ?? '';
  const status = isVendorStatus(filters.values.status) ? filters.values.status : undefined;

  // One query per filter: "Load more" only ever appends the shown filter's next page.
  const vendors = useInfiniteQuery({
    queryKey: queryKeys.vendorList({ search, status }),
    queryFn: ({ pageParam, signal }) => typed(api).get('/vendors', { query: { search: search || undefined, status, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });

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
        <FilterBar
          search={{ label: t('vendors.search'), placeholder: t('vendors.searchPlaceholder'), value: filters.values.search, onSearch: (value) => filters.set('search', value) }}
          selects={[
            {
              label: t('vendors.statusFilter'),
              value: status,
              onChange: (value) => filters.set('status', value),
              options: [{ value: '', label: t('statuses.all') }, ...VENDOR_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))],
            },
          ]}
        />
        <KeysetTable<VendorSummary>
          testId="vendors-table"
          rowKey="id"
          columns={columns}
          query={vendors}
          ns="admin"
          words={keysetWords(t, 'vendors')}
          filtered={filters.filtered}
          onClearFilters={filters.clear}
        />
      </Card>
    </>
  );
}
