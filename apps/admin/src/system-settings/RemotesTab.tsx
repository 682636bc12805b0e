import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { RemoteRelease } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, StatusTag, useDates } from '@fixflow/ui';

/** What remotes.json points at now and the history `npm run release:remote` keeps (read-only: releasing is a deploy step). */
export function RemotesTab() {
  const { t } = useTranslation('admin');
  const { api, sdkVersion } = useShell();
  const dates = useDates();
  const remotes = useQuery({
    queryKey: queryKeys.systemSettingsTab('remotes'),
    queryFn: ({ signal }) => typed(api).get('/admin/system-settings/remotes', { signal }),
  });
  if (remotes.error) return <ApiErrorAlert error={remotes.error} ns="admin" title={t('system.loadFailed')} onRetry={() => void remotes.refetch()} />;
  if (!remotes.data) return <Skeleton active />;
  const action = (value: string) => (['build', 'release', 'rollback'].includes(value) ? t(`system.actions.${value}`) : value);
  return (
    <Flex vertical gap={16}>
      <Card title={t('system.liveTitle')} extra={t('systemSettings.shellSdk', { version: sdkVersion })}>
        <div data-testid="remote-releases">
          <Table
            rowKey="remote"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={remotes.data.live}
            locale={{ emptyText: t('systemSettings.noRemotes') }}
            columns={[
              { title: t('systemSettings.remote'), dataIndex: 'remote', key: 'remote' },
              {
                title: t('systemSettings.version'),
                key: 'version',
                render: (_: unknown, row: { version: string | null }) =>
                  row.version ? <StatusTag status="active" label={row.version} /> : <Typography.Text type="secondary">{t('system.notDeployed')}</Typography.Text>,
              },
            ]}
          />
        </div>
      </Card>
      <Card title={t('system.historyTitle')}>
        <div data-testid="remote-history">
          <Table<RemoteRelease>
            rowKey={(row) => `${row.remote}-${row.at}-${row.to}`}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            dataSource={remotes.data.history}
            locale={{ emptyText: t('system.noHistory') }}
            columns={[
              { title: t('system.when'), key: 'at', render: (_, row) => (row.at ? dates.instant(row.at) : '—') },
              { title: t('systemSettings.remote'), dataIndex: 'remote', key: 'remote' },
              { title: t('system.action'), key: 'action', render: (_, row) => action(row.action) },
              { title: t('system.from'), key: 'from', render: (_, row) => row.from ?? '—' },
              { title: t('system.to'), dataIndex: 'to', key: 'to' },
            ]}
          />
        </div>
      </Card>
    </Flex>
  );
}
