import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { EmptyState, ProfileCard } from '@fixflow/ui';
import { AdminPageHeader } from '../layout/AdminPageHeader';

export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { navigate } = useShell();
  const profile = useProfile();
  return (
    <>
      <AdminPageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Flex vertical gap={16}>
        {profile ? <ProfileCard profile={profile} /> : null}
        <Card>
          <EmptyState
            title={t('dashboard.emptyTitle')}
            description={t('dashboard.emptyText')}
            action={<Button onClick={() => navigate('/admin/vendors?status=pending')}>{t('dashboard.pendingVendors')}</Button>}
          />
        </Card>
      </Flex>
    </>
  );
}
