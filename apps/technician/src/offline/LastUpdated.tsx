import { useTranslation } from 'react-i18next';
import { useOnline } from '@fixflow/shell-sdk/data';
import { Text, useDates } from '@fixflow/ui';

/**
 * "Last updated 14:05" (issue 19) under a page drawn from what the phone saved: shown while offline,
 * or when reading it again failed; nothing while the answer is live.
 */
export function LastUpdated({ updatedAt, failed = false }: { updatedAt: number; failed?: boolean }) {
  const { t } = useTranslation('technician');
  const dates = useDates();
  const online = useOnline();
  if (!updatedAt || (online && !failed)) return null;
  return (
    <Text type="secondary" data-testid="last-updated" style={{ display: 'block', marginBottom: 12 }}>
      {t('offline.lastUpdated', { time: dates.savedAt(updatedAt) })}
    </Text>
  );
}
