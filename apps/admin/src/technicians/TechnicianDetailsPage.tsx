import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import type { AdminTechnician, TechnicianRoster } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { EmptyState, PageHeader, StatusTag, useDates } from '@fixflow/ui';
import { AuditEntries } from '../audit/AuditEntries';
import { DetailsFrame } from '../details/DetailsFrame';
import { percent } from './figures';
import { TechnicianStatusActions } from './TechnicianStatusActions';

/** /technicians/{id} for an admin: one technician, its rosters and 90-day figures, activate/deactivate, and its history. */
export function TechnicianDetailsPage() {
  const { t } = useTranslation('admin');
  const { api } = useShell();
  const { id = '' } = useParams();
  const technician = useQuery({
    queryKey: queryKeys.adminTechnician(id),
    queryFn: ({ signal }): Promise<AdminTechnician> => typed(api).get('/admin/technicians/{id}', { path: { id }, signal }),
  });
  return (
    <DetailsFrame query={technician} backTo="/technicians" backLabel={t('technicianDetails.back')} loadFailed={t('technicianDetails.loadFailed')}>
      {(details) => <TechnicianDetails details={details} />}
    </DetailsFrame>
  );
}

function TechnicianDetails({ details }: { details: AdminTechnician }) {
  const { t, i18n } = useTranslation('admin');
  const dates = useDates();
  const notSet = t('technicianDetails.notSet');
  const name = details.full_name ?? details.email ?? details.phone ?? details.id;
  const figures = details.figures;
  const historyPath = `/admin/audit?target_type=technician&target_id=${details.id}`;
  const rosterColumns: TableColumnsType<TechnicianRoster> = [
    {
      title: t('technicianDetails.vendor'),
      key: 'vendor',
      render: (_: unknown, roster) => <Link to={`/vendors/${roster.vendor_id}`}>{roster.company_name ?? roster.vendor_id}</Link>,
    },
  ];

  return (
    <>
      <PageHeader title={name} subtitle={t('technicianDetails.subtitle')} extra={<TechnicianStatusActions technician={details} />} />
      <Flex vertical gap={16}>
        <Card title={t('technicianDetails.contact')}>
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
            size="small"
            items={[
              {
                key: 'status',
                label: t('technicianDetails.status'),
                children: (
                  <span data-testid="technician-status">
                    <StatusTag status={details.status} label={details.status === 'active' || details.status === 'inactive' ? t(`technicians.statuses.${details.status}`) : details.status} />
                  </span>
                ),
              },
              { key: 'email', label: t('technicianDetails.email'), children: details.email ?? notSet },
              { key: 'phone', label: t('technicianDetails.phone'), children: details.phone ?? notSet },
              { key: 'city', label: t('technicianDetails.city'), children: details.city ?? notSet },
              { key: 'state', label: t('technicianDetails.state'), children: details.state ?? notSet },
              { key: 'registered', label: t('technicianDetails.registered'), children: dates.instant(details.created_at, 'date') },
            ]}
          />
        </Card>
        <Card
          title={t('technicianDetails.figures')}
          extra={figures ? t('technicianDetails.figuresPeriod', { start: dates.day(figures.period_start), end: dates.day(figures.period_end) }) : null}
        >
          {figures ? (
            <Flex gap={32} wrap data-testid="technician-figures">
              <Statistic title={t('technicianDetails.assigned')} value={figures.assigned} />
              <Statistic title={t('technicianDetails.completed')} value={figures.completed} />
              <Statistic title={t('technicianDetails.completionRate')} value={percent(figures.completion_rate, i18n.language)} />
              <Statistic title={t('technicianDetails.onTimeRate')} value={percent(figures.on_time_rate, i18n.language)} />
              <Statistic title={t('technicianDetails.recallRate')} value={percent(figures.recall_rate, i18n.language)} />
              <Statistic title={t('technicianDetails.rating')} value={figures.rating === null ? '—' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(figures.rating)} />
            </Flex>
          ) : (
            <EmptyState title={t('technicianDetails.figuresEmpty')} />
          )}
        </Card>
        <Card title={t('technicianDetails.rosters')}>
          <Table<TechnicianRoster>
            rowKey="vendor_id"
            columns={rosterColumns}
            dataSource={details.rosters}
            pagination={false}
            size="small"
            locale={{ emptyText: <EmptyState title={t('technicianDetails.rostersEmpty')} /> }}
          />
        </Card>
        <Card title={t('technicianDetails.history')} extra={<Link to={historyPath}>{t('audit.title')}</Link>} data-testid="technician-history">
          <AuditEntries filters={{ target_type: 'technician', target_id: details.id }} emptyTitle={t('audit.emptyForTitle')} emptyText={t('audit.emptyForText')} />
        </Card>
      </Flex>
    </>
  );
}
