import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fixflow/api-client';
import type { RemoteName, UserProfile } from '@fixflow/contracts';
import type { Namespace, NamespaceWords } from '@fixflow/i18n';

/** What the host hands a page's preload: the signed-in API client, the host's QueryClient and the profile. */
export interface PagePreloadContext {
  api: ApiClient;
  /**
   * The QueryClient the workspace will render with (react-query downloads on the first call), so
   * a page's first request goes out with the remote's code and its answer is in the cache it reads.
   */
  queryClient(): Promise<QueryClient>;
  /**
   * The signed-in user's profile once GET /api/me has answered (null when it could not be read),
   * for a first request keyed by what only the profile says (its id, its time zone).
   */
  profile(): Promise<UserProfile | null>;
}

/**
 * A page a remote renders for one route of the host's route table. `preload` (optional) starts
 * downloading the page's code (and may start its first request): the host calls it when a reload
 * lands on the page, so code and data arrive with the remote instead of after it.
 */
export type RemotePage = ComponentType & { preload?: (context: PagePreloadContext) => Promise<unknown> };

/**
 * What a remote's `./app` module default-exports. The host owns the router and the menus:
 * `pages` is keyed by the route pattern of SPEC §2 exactly as the host's route table writes it
 * (e.g. `/orders/:id/edit`). The SDK version a remote was built against is not in here: the SDK
 * is shared, so a remote reading SHELL_SDK_VERSION at run time reads the host's. Its build
 * records it instead, with what it needs from the host (host-requirements.json, see compatibility.ts).
 */
export interface RemoteApp {
  name: RemoteName;
  /** The released version (the folder it is served from). */
  version: string;
  /**
   * The remote's words, added to the host's i18next before any of its pages renders. Each language
   * is its words or a loader (SDK 3.3): the host reads the user's language before the first page
   * and another language before it switches to it, so a remote ships no language nobody reads.
   */
  i18n: { namespace: Namespace; resources: NamespaceWords };
  pages: Record<string, RemotePage>;
  /**
   * Work the remote does while its user is signed in, whatever the page (SPEC §4 notification
   * processing): the host mounts it beside every page it renders from this remote, in a boundary
   * of its own (a failure there never takes a page down, nor the reverse). It draws nothing;
   * toasts go through the host's. Optional: a host before SDK 3.1 ignores it.
   */
  background?: ComponentType;
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
    typeof app.pages === 'object' &&
    app.pages !== null &&
    typeof app.i18n?.namespace === 'string'
  );
}
