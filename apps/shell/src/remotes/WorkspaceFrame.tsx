import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { RemoteApp } from '@fixflow/shell-sdk';
import { VersionBadge } from '@fixflow/ui';
import { withMessages } from '../i18n/message-catalogue';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * Pages every role shares and the host draws itself, unless the remote brings its own;
 * each loads when opened, so a dashboard does not download the settings forms. They need no
 * remote: with the remote down they still open (RemoteWorkspace).
 */
export const SHELL_PAGES: Record<string, ComponentType> = {
  // Its password rule names a catalogue message (weakPasswordReasonMessage): the catalogue comes with it.
  '/settings': lazy(async () => ({ default: (await withMessages(import('../pages/settings/SettingsPage'))).SettingsPage })),
  // The chat (PRODUCT.md "Messages"): one implementation, the host's, for every role and the widget.
  '/chat': lazy(async () => ({ default: (await import(/* webpackChunkName: "chat" */ '../chat/ChatPage')).ChatPage })),
  // The dispatch board (issue 17): vendors' and admins' one board, drag and drop in its own chunk.
  '/service-scheduler': lazy(async () => ({ default: (await import(/* webpackChunkName: "dispatch-board" */ '../dispatch/DispatchBoardPage')).DispatchBoardPage })),
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

/**
 * The release of the remote on screen ('Vendor app 1.2.0', in the remote's own words), once,
 * under the page: a new release is visible without taking room in every page's header.
 */
function RemoteRelease({ app }: { app: RemoteApp }) {
  const { t } = useTranslation(app.i18n.namespace);
  return (
    <footer className="ff-release">
      <VersionBadge label={t('version', { version: app.version })} />
    </footer>
  );
}

/**
 * A remote's page, its release under it; a route the remote has no page for yet says so. The
 * remote's background work (RemoteApp.background) runs beside it in a boundary of its own.
 */
export function WorkspaceFrame({ app, routePath }: { app: RemoteApp; routePath: string }) {
  const Page = app.pages[routePath] ?? SHELL_PAGES[routePath];
  const Background = app.background;
  return (
    <>
      <PageBoundary>
        {Page ? <Page /> : <PageMissing remote={app.name} namespace={app.i18n.namespace} />}
        {/* In the page's boundary and Suspense: it appears with the page, not alone above it. */}
        <RemoteRelease app={app} />
      </PageBoundary>
      {Background ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Background />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
