import { useTranslation } from 'react-i18next';
import { PageHeader, type PageHeaderProps } from '@fixflow/ui';
import { REMOTE_VERSION } from '../version';

/** Every technician page names the release it came from, so a release is visible. */
export function TechnicianPageHeader(props: Omit<PageHeaderProps, 'version'>) {
  const { t } = useTranslation('technician');
  return <PageHeader {...props} version={t('version', { version: REMOTE_VERSION })} />;
}
