import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteApp } from '@fixflow/shell-sdk';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * Pages every role shares and the host draws itself, unless the remote brings its own;
 * each loads when opened, so a dashboard does not download the settings forms. They need no
 * remote: with the remote down they still open (RemoteWorkspace).
 */
export const SHELL_PAGES: Record<string, ComponentType> = {
  '/settings': lazy(async () => ({ default: (await import('../pages/settings/SettingsPage')).SettingsPage })),
};

// Drawn only for a route the remote has no page for, or a page that threw.
const PageMissing = lazy(async () => ({ default: (await import('./PageMissing')).PageMissing }));
const PageFailed = lazy(async () => ({ default: (await import('./PageFailed')).PageFailed }));

/**
 * A page that throws shows its own card in the page's place, and the next navigation
 * (location.key) renders the route afresh.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKey={location.key}
      fallback={(_error, reset) => (
        <Suspense fallback={null}>
          <PageFailed onRetry={reset} />
        </Suspense>
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A remote's page; a route the remote has no page for yet says so. */
export function WorkspaceFrame({ app, routePath }: { app: RemoteApp; routePath: string }) {
  const Page = app.pages[routePath] ?? SHELL_PAGES[routePath];
  return <PageBoundary>{Page ? <Page /> : <PageMissing remote={app.name} namespace={app.i18n.namespace} />}</PageBoundary>;
}
