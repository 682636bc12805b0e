import { Suspense, lazy, type ComponentType } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteApp } from '@fixflow/shell-sdk';
import { WorkspaceLayout } from '../layout/sidebar/WorkspaceLayout';

/**
 * Pages every role shares and the host draws itself, unless the remote brings its own;
 * each loads when opened, so a dashboard does not download the settings forms.
 */
const SHELL_PAGES: Record<string, ComponentType> = {
  '/settings': lazy(async () => ({ default: (await import('../pages/settings/SettingsPage')).SettingsPage })),
};

/** A remote's page inside the signed-in layout; a route the remote has no page for yet says so. */
export function WorkspaceFrame({ app, routePath }: { app: RemoteApp; routePath: string }) {
  const { t } = useTranslation(['shell', app.i18n.namespace]);
  const Page = app.pages[routePath] ?? SHELL_PAGES[routePath];
  return (
    <WorkspaceLayout remote={app.name}>
      {Page ? (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ) : (
        <Result status="info" title={t('remote.pageMissingTitle')} subTitle={t('remote.pageMissingText', { remote: app.name })} />
      )}
    </WorkspaceLayout>
  );
}
