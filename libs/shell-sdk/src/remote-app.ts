import type { ComponentType, ReactNode } from 'react';
import type { ApiClient } from '@fixflow/api-client';
import type { RemoteName } from '@fixflow/contracts';
import type { Namespace, NamespaceResources } from '@fixflow/i18n';

/** What the host hands a page's preload: the signed-in API client. */
export interface PagePreloadContext {
  api: ApiClient;
}

/**
 * A page a remote renders for one route of the host's route table. `preload` (optional) starts
 * downloading the page's code (and may start its first request): the host calls it when a reload
 * lands on the page, so code and data arrive with the remote instead of after it.
 */
export type RemotePage = ComponentType & { preload?: (context: PagePreloadContext) => Promise<unknown> };

/** One item of the sidebar; the label is a key of the remote's i18n namespace. */
export interface MenuEntry {
  key: string;
  labelKey: string;
  path: string;
  icon?: ReactNode;
}

/**
 * What a remote's `./app` module default-exports. The host owns the router:
 * `pages` is keyed by the route pattern of SPEC §2 exactly as the host's
 * route table writes it (e.g. `/orders/:id/edit`).
 */
export interface RemoteApp {
  name: RemoteName;
  /** The released version (the folder it is served from). */
  version: string;
  /** SHELL_SDK_VERSION the remote was built against. */
  sdkVersion: string;
  /** Added to the host's i18next before any page renders. */
  i18n: { namespace: Namespace; resources: NamespaceResources };
  pages: Record<string, RemotePage>;
  menu: MenuEntry[];
}

/** Identity at run time; gives a remote's object literal the contract's type checks. */
export function defineRemoteApp(app: RemoteApp): RemoteApp {
  return app;
}

/** The host checks what came over the network before trusting it. */
export function isRemoteApp(value: unknown): value is RemoteApp {
  if (typeof value !== 'object' || value === null) return false;
  const app = value as Partial<RemoteApp>;
  return (
    typeof app.name === 'string' &&
    typeof app.version === 'string' &&
    typeof app.sdkVersion === 'string' &&
    typeof app.pages === 'object' &&
    app.pages !== null &&
    Array.isArray(app.menu) &&
    typeof app.i18n?.namespace === 'string'
  );
}
