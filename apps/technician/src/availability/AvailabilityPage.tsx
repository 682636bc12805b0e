import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@fixflow/ui';
import { TechnicianPageHeader } from '../layout/TechnicianPageHeader';

export function AvailabilityPage() {
  const { t } = useTranslation('technician');
  return (
    <>
      <TechnicianPageHeader title={t('availability.title')} subtitle={t('availability.subtitle')} />
      <Card>
        <EmptyState title={t('availability.emptyTitle')} description={t('availability.emptyText')} />
      </Card>
    </>
  );
}
