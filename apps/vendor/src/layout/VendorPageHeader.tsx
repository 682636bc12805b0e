import { useTranslation } from 'react-i18next';
import { PageHeader, type PageHeaderProps } from '@fixflow/ui';
import { REMOTE_VERSION } from '../version';

/** Every vendor page names the release it came from, so a release is visible. */
export function VendorPageHeader(props: Omit<PageHeaderProps, 'version'>) {
  const { t } = useTranslation('vendor');
  return <PageHeader {...props} version={t('version', { version: REMOTE_VERSION })} />;
}
