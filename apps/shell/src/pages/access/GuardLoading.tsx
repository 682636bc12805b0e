import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SpinnerIcon, Text } from '@fixflow/ui';

/**
 * Guard step 1: a spinner with Loading... while the session and profile are read. libs/ui's
 * light spinner: antd's Spin would be a chunk of every signed-in first load.
 */
export function GuardLoading() {
  const { t } = useTranslation('shell');
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: 320 }} role="status" aria-live="polite" data-testid="guard-loading">
      <SpinnerIcon />
      <Text type="secondary">{t('guard.loading')}</Text>
    </Flex>
  );
}
