import { Suspense } from 'react';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TECHNICIAN_OFFERS_URL } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { Panel, RightIcon, Text } from '@fixflow/ui';
import { LazyApiErrorAlert } from '../dashboard/lazy-api-error-alert';
import type { useOffers } from './useOffers';

/**
 * Home's way to the open offers: how many there are, live, and a button to the list (My Orders'
 * Offers tab). The list itself, with its words, loads with My Orders, not with Home.
 */
export function OffersHome({ offers, loading, error, reload }: ReturnType<typeof useOffers>) {
  const { t } = useTranslation('technician');
  const { navigate } = useShell();
  const { token } = theme.useToken();
  const count = offers.length;
  return (
    <Panel title={t('dashboard.offers.title', { count: loading ? 0 : count })} style={{ marginBottom: 16 }} data-testid="offers-home">
      {error ? (
        <Suspense fallback={null}>
          <LazyApiErrorAlert error={error} ns="technician" onRetry={reload} style={{ marginBottom: 0 }} />
        </Suspense>
      ) : count > 0 ? (
        <Flex vertical gap={12}>
          <Flex align="center" gap={12}>
            <span style={{ color: token.colorPrimary, fontSize: token.fontSizeHeading2, lineHeight: 1 }} data-testid="offers-count">
              {count}
            </span>
            <Text type="secondary">{t('dashboard.offers.text')}</Text>
          </Flex>
          <Button type="primary" block size="large" icon={<RightIcon />} iconPlacement="end" onClick={() => navigate(TECHNICIAN_OFFERS_URL)}>
            {t('dashboard.offers.see')}
          </Button>
        </Flex>
      ) : (
        <Text type="secondary">{loading ? '–' : t('dashboard.offers.none')}</Text>
      )}
    </Panel>
  );
}
