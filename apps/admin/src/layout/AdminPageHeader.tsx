import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, VersionBadge } from '@fixflow/ui';
import { REMOTE_VERSION } from '../version';

/** Every admin page names the release it came from, so a release is visible. */
export function AdminPageHeader({ title, subtitle, extra }: { title: string; subtitle: string; extra?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      extra={
        <>
          {extra}
          <VersionBadge label={t('version', { version: REMOTE_VERSION })} />
        </>
      }
    />
  );
}
