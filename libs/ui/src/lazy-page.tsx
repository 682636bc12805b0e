import { Suspense, lazy, type ComponentType } from 'react';
import type { PagePreloadContext, RemotePage } from '@fixflow/shell-sdk';

/**
 * A remote's page that loads with its own chunk the first time it is shown: the dashboard does
 * not download the schedule's or an order's code, nor the antd components only they use. Every
 * remote's app.ts declares its pages with it. It lives here, bundled into each remote, rather
 * than in the shared SDK: the SDK's exports are the host↔remote contract, and a helper that only
 * builds a RemotePage need not make a remote require a newer host.
 */
export function lazyPage(load: () => Promise<ComponentType>, prefetch?: (context: PagePreloadContext) => Promise<unknown>): RemotePage {
  let pending: Promise<ComponentType> | undefined;
  const start = () => (pending ??= load());
  const Page = lazy(async () => ({ default: await start() }));
  function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  }
  // The host calls it when a reload lands on this page: the chunk downloads with the remote,
  // and the page's first request (prefetch) goes out alongside instead of after it.
  const preload = (context: PagePreloadContext) => {
    // The page's own query reports a failed request; the preload only starts it.
    prefetch?.(context).catch(() => undefined);
    return start();
  };
  return Object.assign(LazyPage, { preload });
}
