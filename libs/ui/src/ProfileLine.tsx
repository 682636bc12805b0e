import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@fixflow/contracts';
import { StatusTag } from './StatusTag';

/**
 * Who is signed in, in one line at the foot of a home page: the name, role, email and account
 * status. Labels come from the shell's namespace, which the host always loads.
 */
export function ProfileLine({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('shell');
  const details = [t(`roles.${profile.role}`), profile.email].filter(Boolean).join(' · ');
  return (
    <Flex wrap align="center" gap={8} data-testid="profile-line">
      <Typography.Text type="secondary">
        {t('profile.signedInAs', { name: profile.full_name || profile.email })} · {details}
      </Typography.Text>
      <StatusTag status={profile.status} label={t(`statuses.${profile.status}`, { defaultValue: profile.status })} />
    </Flex>
  );
}
