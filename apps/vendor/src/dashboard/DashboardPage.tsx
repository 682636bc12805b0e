import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState, ProfileCard } from '@fixflow/ui';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { VendorPageHeader } from '../layout/VendorPageHeader';

export function DashboardPage() {
  const { t } = useTranslation('vendor');
  const profile = useProfile();
  const { navigate } = useShell();
  return (
    <>
      <VendorPageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Flex vertical gap={16}>
        {profile ? <ProfileCard profile={profile} /> : null}
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
      </Flex>
    </>
  );
}
