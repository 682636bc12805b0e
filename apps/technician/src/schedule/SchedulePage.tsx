import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@fixflow/ui';
import { TechnicianPageHeader } from '../layout/TechnicianPageHeader';

export function SchedulePage() {
  const { t } = useTranslation('technician');
  return (
    <>
      <TechnicianPageHeader title={t('schedule.title')} subtitle={t('schedule.subtitle')} />
      <Card>
        <EmptyState title={t('schedule.emptyTitle')} description={t('schedule.emptyText')} />
      </Card>
    </>
  );
}
