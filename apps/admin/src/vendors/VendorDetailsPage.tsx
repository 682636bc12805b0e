import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import type { VendorDetails, VendorRosterEntry } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { EmptyState, PageHeader, StatusTag, useDates } from '@fixflow/ui';
import { DetailsFrame } from '../details/DetailsFrame';
import { VendorStatusActions } from './VendorStatusActions';

/** /vendors/{id}: one vendor, its roster, and the moderation actions. */
export function VendorDetailsPage() {
  const { t } = useTranslation('admin');
  const { api } = useShell();
  const { id = '' } = useParams();
  // Keyed by id: the next vendor's page never shows the previous one while it loads.
  const vendor = useQuery({
    queryKey: queryKeys.vendor(id),
    queryFn: ({ signal }): Promise<VendorDetails> => typed(api).get('/vendors/{id}', { path: { id }, signal }),
  });
  return (
    <DetailsFrame query={vendor} backTo="/admin/vendors" backLabel={t('vendorDetails.back')} loadFailed={t('vendorDetails.loadFailed')}>
      {(details) => <VendorDetailsView details={details} />}
    </DetailsFrame>
  );
}

function VendorDetailsView({ details }: { details: VendorDetails }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const notSet = t('vendorDetails.notSet');
  const rosterColumns: TableColumnsType<VendorRosterEntry> = [
    { title: t('vendorDetails.technician'), key: 'name', render: (_: unknown, entry) => entry.full_name ?? entry.email ?? entry.technician_id },
    { title: t('vendorDetails.email'), dataIndex: 'email', key: 'email', responsive: ['md'] },
    { title: t('vendorDetails.phone'), dataIndex: 'phone', key: 'phone', responsive: ['md'] },
    {
      title: t('vendorDetails.commission'),
      dataIndex: 'commission_rate',
      key: 'commission_rate',
      render: (rate: number | null) => (rate === null ? notSet : `${rate}%`),
    },
  ];

  return (
    <>
      <PageHeader title={details.company_name} subtitle={t('vendorDetails.subtitle')} extra={<VendorStatusActions vendor={details} />} />
      <Flex vertical gap={16}>
        <Card title={t('vendorDetails.contact')}>
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
            size="small"
            items={[
              {
                key: 'status',
                label: t('vendorDetails.status'),
                children: (
                  <span data-testid="vendor-status">
                    <StatusTag status={details.status} label={t(`statuses.${details.status}`)} />
                  </span>
                ),
              },
              { key: 'email', label: t('vendorDetails.email'), children: details.email ?? notSet },
              { key: 'phone', label: t('vendorDetails.phone'), children: details.phone ?? notSet },
              { key: 'city', label: t('vendorDetails.city'), children: details.city ?? notSet },
              { key: 'state', label: t('vendorDetails.state'), children: details.state ?? notSet },
              { key: 'timezone', label: t('vendorDetails.timezone'), children: details.timezone ?? notSet },
              { key: 'registered', label: t('vendorDetails.registered'), children: dates.instant(details.created_at, 'date') },
            ]}
          />
        </Card>
        <Card title={t('vendorDetails.roster')}>
          <Table<VendorRosterEntry>
            rowKey="technician_id"
            columns={rosterColumns}
            dataSource={details.technicians}
            pagination={false}
            size="small"
            locale={{ emptyText: <EmptyState title={t('vendorDetails.rosterEmpty')} /> }}
          />
        </Card>
      </Flex>
    </>
  );
}
