import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell, type RegisteredRemote } from '@fixflow/shell-sdk';
import { PageHeader, StatusTag } from '@fixflow/ui';

/** Shows which release of each remote /remotes.json currently points at. */
export function SystemSettingsPage() {
  const { t } = useTranslation('admin');
  const { remotes, sdkVersion } = useShell();
  const columns = [
    { title: t('systemSettings.remote'), dataIndex: 'name', key: 'name' },
    {
      title: t('systemSettings.version'),
      key: 'version',
      render: (_: unknown, remote: RegisteredRemote) =>
        remote.version ? <StatusTag status="active" label={remote.version} /> : t('systemSettings.unknownVersion'),
    },
    {
      title: t('systemSettings.manifest'),
      dataIndex: 'manifestUrl',
      key: 'manifestUrl',
      render: (url: string) => <Typography.Text code>{url}</Typography.Text>,
    },
  ];
  return (
    <>
      <PageHeader title={t('systemSettings.title')} subtitle={t('systemSettings.subtitle')} />
      <Card title={t('systemSettings.releasesTitle')} extra={t('systemSettings.shellSdk', { version: sdkVersion })}>
        <div data-testid="remote-releases">
          <Table<RegisteredRemote>
            rowKey="name"
            columns={columns}
            dataSource={remotes}
            pagination={false}
            locale={{ emptyText: t('systemSettings.noRemotes') }}
          />
        </div>
      </Card>
    </>
  );
}
