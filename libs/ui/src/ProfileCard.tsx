import type { ReactNode } from 'react';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@fixflow/contracts';
import { StatusTag } from './StatusTag';

/**
 * The signed-in user's merged profile (SPEC §3). Labels come from the shell's
 * namespace, which the host always loads, so every remote shows it the same way.
 */
export function ProfileCard({ profile, title }: { profile: UserProfile; title?: ReactNode }) {
  const { t } = useTranslation('shell');
  const notSet = t('profile.notSet');
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'name', label: t(profile.role === 'vendor' ? 'profile.companyName' : 'profile.fullName'), value: profile.full_name || notSet },
    { key: 'email', label: t('profile.email'), value: profile.email || notSet },
    { key: 'phone', label: t('profile.phone'), value: profile.phone || notSet },
    { key: 'role', label: t('profile.role'), value: t(`roles.${profile.role}`) },
    {
      key: 'status',
      label: t('profile.status'),
      value: <StatusTag status={profile.status} label={t(`statuses.${profile.status}`, { defaultValue: profile.status })} />,
    },
    { key: 'city', label: t('profile.city'), value: profile.city || notSet },
    { key: 'state', label: t('profile.state'), value: profile.state || notSet },
    { key: 'timezone', label: t('profile.timezone'), value: profile.timezone || notSet },
  ];
  return (
    <Card title={title ?? t('profile.title')} data-testid="profile-card">
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        size="small"
        items={rows.map((row) => ({ key: row.key, label: row.label, children: row.value }))}
      />
    </Card>
  );
}
