import type { ComponentType, ReactNode } from 'react';
import type { SignedInRoute } from '../routes/route-table';
import { loadQueryClient } from '../services/query-client';

/**
 * The three chunks a signed-in page draws through, each loaded once. React.lazy alone asked for
 * them one after another (antd's root drew, then the data root, then the route: each a round trip
 * and a render on a phone); `AntdBoundary` starts all three together once its placeholder has
 * drawn (not before: Lighthouse's first paint then waited for them). Importing a chunk renders
 * nothing: antd still draws only inside its root. Named, so the e2e suite can hold one back.
 */
let antdRoot: Promise<{ default: ComponentType<{ children?: ReactNode }> }> | null = null;
let queryRoot: Promise<{ default: ComponentType<{ children: ReactNode }> }> | null = null;
let workspaceRoute: Promise<{ default: ComponentType<{ route: SignedInRoute }> }> | null = null;

/** antd's root, once its first-paint stylesheet has applied: cssinjs reads the list it holds once, at the first component (BUILD.md). */
export function loadAntdRoot() {
  antdRoot ??= Promise.all([import(/* webpackChunkName: "antd-root" */ '../antd/AntdRoot'), window.ffAntdStyles?.()]).then(([root]) => root);
  antdRoot.catch(() => (antdRoot = null));
  return antdRoot;
}

/** react-query and the host's QueryClient, beside antd. */
export function loadQueryRoot() {
  queryRoot ??= Promise.all([import(/* webpackChunkName: "query-root" */ '../services/QueryRoot'), loadQueryClient()]).then(([{ QueryRoot: Root }, client]) => ({
    default: ({ children }: { children: ReactNode }) => <Root client={client}>{children}</Root>,
  }));
  queryRoot.catch(() => (queryRoot = null));
  return queryRoot;
}

/** The guard and the workspace's layout (menus, header bell, the technician's gate). */
export function loadWorkspaceRoute() {
  workspaceRoute ??= import(/* webpackChunkName: "workspace" */ '../remotes/WorkspaceRoute');
  workspaceRoute.catch(() => (workspaceRoute = null));
  return workspaceRoute;
}

/** All three at once: a signed-in page is about to draw. */
export function preloadWorkspaceChunks(): void {
  for (const load of [loadAntdRoot, loadQueryRoot, loadWorkspaceRoute]) load().catch(() => undefined);
}
