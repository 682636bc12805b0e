import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A page that loads with its own chunk the first time it is shown: the dashboard does not
 * download the schedule's or an order's code, nor the antd components only they use.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}
