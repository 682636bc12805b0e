import { Suspense, lazy, type ComponentType } from 'react';
import type { PagePreloadContext, RemotePage } from '@fixflow/shell-sdk';

/**
 * A page that loads with its own chunk the first time it is shown: the dashboard does not
 * download the schedule's or an order's code, nor the antd components only they use.
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
