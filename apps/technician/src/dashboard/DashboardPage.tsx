import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@fixflow/shell-sdk';
import { EmptyState, ProfileCard } from '@fixflow/ui';
import { TechnicianPageHeader } from '../layout/TechnicianPageHeader';

export function DashboardPage() {
  const { t } = useTranslation('technician');
  const profile = useProfile();
  return (
    <>
      <TechnicianPageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Flex vertical gap={16}>
        {profile ? <ProfileCard profile={profile} /> : null}
        <Card>
          <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyText')} />
        </Card>
      </Flex>
    </>
  );
}
