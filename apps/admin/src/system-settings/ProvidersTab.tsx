import { useQuery } from '@tanstack/react-query';
import { Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { ProviderStatus } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, StatusTag, useDates } from '@fixflow/ui';

/** SMTP, Twilio, Stripe, Web Push: configured or not (never a secret), last success and failure. */
export function ProvidersTab() {
  const { t } = useTranslation('admin');
  const { api } = useShell();
  const dates = useDates();
  const providers = useQuery({
    queryKey: queryKeys.systemSettingsTab('providers'),
    queryFn: ({ signal }) => typed(api).get('/admin/system-settings/providers', { signal }),
  });
  if (providers.error) return <ApiErrorAlert error={providers.error} ns="admin" title={t('system.loadFailed')} onRetry={() => void providers.refetch()} />;
  if (!providers.data) return <Skeleton active />;
  const event = (at: string | null, message: string | null) =>
    at ? (
      <>
        <div>{dates.instant(at)}</div>
        {message ? <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{message}</Typography.Text> : null}
      </>
    ) : (
      <Typography.Text type="secondary">{t('system.never')}</Typography.Text>
    );
  return (
    <div data-testid="providers-table">
      <Table<ProviderStatus>
        rowKey="provider"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={providers.data}
        columns={[
          { title: t('system.provider'), key: 'provider', render: (_, row) => t(`system.providerNames.${row.provider}`) },
          {
            title: t('system.configured'),
            key: 'configured',
            render: (_, row) => <StatusTag status={row.configured ? 'active' : 'inactive'} label={t(row.configured ? 'system.configured' : 'system.notConfigured')} />,
          },
          { title: t('system.lastSuccess'), key: 'success', render: (_, row) => event(row.last_success_at, row.last_success_message) },
          { title: t('system.lastFailure'), key: 'failure', render: (_, row) => event(row.last_failure_at, row.last_failure_message) },
        ]}
      />
    </div>
  );
}
