import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@fixflow/shell-sdk/data';
import { EmptyState } from '@fixflow/ui';

/**
 * What a technician's page shows while its answer is not there yet (issue 19): a skeleton while
 * online; offline, with nothing saved on this phone for it, "Not saved on this phone yet" rather
 * than a skeleton that never ends.
 */
export function Loading() {
  const { t } = useTranslation('technician');
  const online = useOnline();
  return online ? <Skeleton active /> : <EmptyState title={t('offline.notSaved')} />;
}
