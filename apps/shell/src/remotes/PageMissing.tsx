import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A route the remote has no page for yet says so. */
export function PageMissing({ remote, namespace }: { remote: string; namespace: string }) {
  const { t } = useTranslation(['shell', namespace]);
  return <Result status="info" title={t('remote.pageMissingTitle')} subTitle={t('remote.pageMissingText', { remote })} />;
}
