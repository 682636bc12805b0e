import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@fixflow/ui';
import { TechnicianPageHeader } from '../layout/TechnicianPageHeader';

export function DashboardPage() {
  const { t } = useTranslation('technician');
  return (
    <>
      <TechnicianPageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Card>
        <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyText')} />
      </Card>
    </>
  );
}
