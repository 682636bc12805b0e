import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useHost } from '../host-context';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useNotificationNavigation } from '../pwa/useNotificationNavigation';
import { Header } from './Header';
import { loadAntdRoot, loadQueryRoot, preloadWorkspaceChunks } from './workspace-chunks';

declare global {
  interface Window {
    /** index.html's loader of antd's first-paint stylesheet (libs/web-build/antd-styles.mjs); absent in unit tests. */
    ffAntdStyles?: () => Promise<void>;
    /** index.html's starter of the worker that makes ICU's first formats (libs/web-build/intl-warm.mjs); absent in unit tests. */
    ffIntlWarm?: () => void;
  }
}

// antd draws once its first-paint stylesheet has applied; react-query and the host's QueryClient
// load with the workspace, beside antd (workspace-chunks.tsx: each once, all three at once when the
// boundary below first draws).
const AntdRoot = lazy(loadAntdRoot);
const QueryRoot = lazy(loadQueryRoot);

/**
 * Toasts raised on a page without antd (a confirmation link lands on /) wait in the
 * toaster; the first one loads antd just to draw them. Once loaded it stays.
 */
function DeferredToasts() {
  const { toasts } = useHost();
  // A workspace's antd root draws its toasts itself.
  const needed = useSyncExternalStore(toasts.subscribeStandby, () => toasts.needsStandby() && !toasts.hasRoot());
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AntdRoot />
    </Suspense>
  );
}

/** The service worker's side of every page: the update prompt, and notification clicks. */
function ServiceWorkerBridge() {
  useNotificationNavigation();
  return <UpdatePrompt />;
}

/** Every page: the header, then the route. */
export function SiteFrame() {
  return (
    <>
      <Header />
      <Outlet />
      <DeferredToasts />
      <ServiceWorkerBridge />
    </>
  );
}

/** Centered content column for public pages and forms (some forms load when opened). */
export function ContentColumn() {
  return (
    <main className="ff-main">
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/**
 * The workspace's shape (the sider's place drawn by index.html's CSS on a desktop), drawn the
 * moment a signed-in page opens while antd, the QueryClient and the workspace load: right after
 * sign-in the user sees the frame arriving, not an empty page under the header. Markup and CSS
 * only: it is part of /login's first load, which has a byte budget (BUILD.md).
 */
export function WorkspacePlaceholder() {
  const { t } = useTranslation('shell');
  return (
    <div className="ff-workspace ff-workspace-placeholder" data-testid="workspace-placeholder">
      <div className="ff-workspace-main">
        <main className="ff-workspace-content">
          <p className="ff-muted" role="status">
            {t('guard.loading')}
          </p>
        </main>
      </div>
    </div>
  );
}

/** Routes below need antd and the QueryClient: they (and antd's theme) load here, the first time one is opened. */
export function AntdBoundary() {
  // Once the placeholder has drawn: the three chunks together, not each after the one before has drawn.
  useEffect(preloadWorkspaceChunks, []);
  return (
    <Suspense fallback={<WorkspacePlaceholder />}>
      <AntdRoot>
        <QueryRoot>
          <Suspense fallback={<WorkspacePlaceholder />}>
            <Outlet />
          </Suspense>
        </QueryRoot>
      </AntdRoot>
    </Suspense>
  );
}
