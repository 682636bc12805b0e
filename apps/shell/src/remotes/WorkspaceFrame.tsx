import { Layout, Menu, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { RemoteApp } from '@fixflow/shell-sdk';

/**
 * The signed-in frame: the remote's menu on the left, its page on the right.
 * (The full sidebar of SPEC §2 — collapse, cookie, drawer — replaces this later.)
 */
export function WorkspaceFrame({ app, routePath }: { app: RemoteApp; routePath: string }) {
  const { t } = useTranslation(['shell', app.i18n.namespace]);
  const { pathname } = useLocation();
  const Page = app.pages[routePath];
  const items = app.menu.map((entry) => ({
    key: entry.path,
    icon: entry.icon,
    label: <Link to={entry.path}>{t(entry.labelKey, { ns: app.i18n.namespace })}</Link>,
  }));

  return (
    <Layout style={{ minHeight: 'calc(100vh - 56px)' }} data-remote={app.name}>
      <Layout.Sider breakpoint="md" collapsedWidth={48} width={256} theme="light">
        <Menu mode="inline" selectedKeys={[pathname]} items={items} style={{ height: '100%' }} />
      </Layout.Sider>
      <Layout.Content className="ff-workspace-content">
        {Page ? (
          <Page />
        ) : (
          <Result status="info" title={t('remote.pageMissingTitle')} subTitle={t('remote.pageMissingText', { remote: app.name })} />
        )}
      </Layout.Content>
    </Layout>
  );
}
