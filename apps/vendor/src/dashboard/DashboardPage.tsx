import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@fixflow/ui';
import { useShell } from '@fixflow/shell-sdk';
import { VendorPageHeader } from '../layout/VendorPageHeader';

export function DashboardPage() {
  const { t } = useTranslation('vendor');
  const { navigate } = useShell();
  return (
    <>
      <VendorPageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Card>
        <EmptyState
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyText')}
          action={
            <Button type="primary" onClick={() => navigate('/orders/new')}>
              {t('dashboard.createOrder')}
            </Button>
          }
        />
      </Card>
    </>
  );
}
