import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { TechnicianSummary } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, PageHeader } from '@fixflow/ui';
import { RecordLink } from '../orders/order-columns';
import { CommissionOverride } from './CommissionOverride';
import { TechnicianOrders } from './TechnicianOrders';
import { TechnicianWeek } from './TechnicianWeek';

export function TechnicianDetailsPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate } = useShell();
  const { id = '' } = useParams<{ id: string }>();
  const { data: technician, error, refetch } = useQuery({
    queryKey: queryKeys.technician(id),
    queryFn: ({ signal }): Promise<TechnicianSummary> => typed(api).get('/technicians/{id}', { path: { id }, signal }),
  });

  if (error) return <ApiErrorAlert error={error} ns="vendor" onRetry={() => void refetch()} />;
  if (!technician) return <Skeleton active />;
  const dash = '—';
  return (
    <>
      <PageHeader title={technician.full_name ?? technician.email ?? dash} subtitle={t('technicians.profileSubtitle')} extra={<><Button href="/technicians/performance" onClick={(event) => { event.preventDefault(); navigate('/technicians/performance'); }}>{t('performanceLink')}</Button><Button onClick={() => navigate('/technicians')}>{t('technicians.back')}</Button></>} />
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('order.fields.email')}>{technician.email ?? dash}</Descriptions.Item>
          <Descriptions.Item label={t('order.fields.phone')}>{technician.phone ?? dash}</Descriptions.Item>
          <Descriptions.Item label={t('order.fields.city')}>{[technician.city, technician.state].filter(Boolean).join(', ') || dash}</Descriptions.Item>
          <Descriptions.Item label={t('technicians.completed')}>{technician.completed_orders}</Descriptions.Item>
          <Descriptions.Item label={t('technicians.rating')}>{technician.rating ?? dash}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('technicians.scheduleTitle')} style={{ marginTop: 16 }} extra={<RecordLink to="/service-scheduler?view=week">{t('technicians.boardLink')}</RecordLink>}>
        <TechnicianWeek technicianId={id} />
      </Card>
      <Card title={t('technicians.ordersTitle')} style={{ marginTop: 16 }}>
        <TechnicianOrders technicianId={id} />
      </Card>
      <Card title={t('technicians.commission')} style={{ marginTop: 16 }}>
        <CommissionOverride technician={technician} />
      </Card>
    </>
  );
}
