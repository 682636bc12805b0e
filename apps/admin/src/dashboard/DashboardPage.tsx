import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@fixflow/ui';
import { AdminPageHeader } from '../layout/AdminPageHeader';

export function DashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminPageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Card>
        <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyText')} />
      </Card>
    </>
  );
}
