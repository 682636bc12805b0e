import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useHost } from '../host-context';
import { loadQueryClient } from '../services/query-client';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useNotificationNavigation } from '../pwa/useNotificationNavigation';
import { Header } from './Header';

const AntdRoot = lazy(() => import('../antd/AntdRoot'));
// react-query and the host's QueryClient load with the workspace, beside antd.
const QueryRoot = lazy(async () => {
  const [{ QueryRoot: Root }, client] = await Promise.all([import('../services/QueryRoot'), loadQueryClient()]);
  return { default: ({ children }: { children: ReactNode }) => <Root client={client}>{children}</Root> };
});

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

/** Routes below need antd and the QueryClient: they (and antd's theme) load here, the first time one is opened. */
export function AntdBoundary() {
  return (
    <Suspense fallback={null}>
      <AntdRoot>
        <QueryRoot>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </QueryRoot>
      </AntdRoot>
    </Suspense>
  );
}
