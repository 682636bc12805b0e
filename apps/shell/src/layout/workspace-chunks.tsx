import type { ReactNode } from 'react';
import { loadQueryClient } from '../services/query-client';

/**
 * The three chunks a signed-in page draws through, each loaded once. React.lazy alone asked for
 * them one after another (antd's root drew, then the data root, then the route: each a round trip
 * and a render on a phone); `AntdBoundary` starts all three together once its placeholder has
 * drawn (not before: Lighthouse's first paint then waited for them). Importing a chunk renders
 * nothing: antd still draws only inside its root. Named, so the e2e suite can hold one back.
 */

/** `load` once, shared by every caller; a failed load (offline, say) is tried again by the next one. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => (pending = null));
    }
    return pending;
  };
}

/** antd's root, once its first-paint stylesheet has applied: cssinjs reads the list it holds once, at the first component (BUILD.md). */
export const loadAntdRoot = once(() =>
  Promise.all([import(/* webpackChunkName: "antd-root" */ '../antd/AntdRoot'), window.ffAntdStyles?.()]).then(([root]) => root),
);

/** react-query and the host's QueryClient, beside antd. */
export const loadQueryRoot = once(() =>
  Promise.all([import(/* webpackChunkName: "query-root" */ '../services/QueryRoot'), loadQueryClient()]).then(([{ QueryRoot: Root }, client]) => ({
    default: ({ children }: { children: ReactNode }) => <Root client={client}>{children}</Root>,
  })),
);

/** The guard and the workspace's layout (menus, header bell, the technician's gate). */
export const loadWorkspaceRoute = once(() => import(/* webpackChunkName: "workspace" */ '../remotes/WorkspaceRoute'));

/**
 * All three at once: a signed-in page is about to draw. Right after sign-in (no session stored when
 * the document loaded) ICU's first formats start in their worker here too: the workspace formats
 * dates on its first screen (libs/web-build/intl-warm.mjs).
 */
export function preloadWorkspaceChunks(): void {
  window.ffIntlWarm?.();
  for (const load of [loadAntdRoot, loadQueryRoot, loadWorkspaceRoute]) load().catch(() => undefined);
}
