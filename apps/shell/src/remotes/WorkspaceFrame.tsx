import { Suspense, lazy, type ComponentType } from 'react';
import type { RemoteApp } from '@fixflow/shell-sdk';
import { WorkspaceLayout } from '../layout/sidebar/WorkspaceLayout';

/**
 * Pages every role shares and the host draws itself, unless the remote brings its own;
 * each loads when opened, so a dashboard does not download the settings forms.
 */
const SHELL_PAGES: Record<string, ComponentType> = {
  '/settings': lazy(async () => ({ default: (await import('../pages/settings/SettingsPage')).SettingsPage })),
};

// Drawn only for a route the remote has no page for.
const PageMissing = lazy(async () => ({ default: (await import('./PageMissing')).PageMissing }));

/** A remote's page inside the signed-in layout; a route the remote has no page for yet says so. */
export function WorkspaceFrame({ app, routePath }: { app: RemoteApp; routePath: string }) {
  const Page = app.pages[routePath] ?? SHELL_PAGES[routePath];
  return (
    <WorkspaceLayout remote={app.name}>
      <Suspense fallback={null}>{Page ? <Page /> : <PageMissing remote={app.name} namespace={app.i18n.namespace} />}</Suspense>
    </WorkspaceLayout>
  );
}
