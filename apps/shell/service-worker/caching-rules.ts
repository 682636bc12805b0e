/**
 * Which requests the service worker answers, and how. The shell's own files are precached at
 * install (build.mjs lists them); everything here is for what the precache does not hold.
 * Remotes are released apart from the shell, so none of their files are precached: their
 * manifests must be fresh when online, their content-hashed chunks never change.
 */
export type CacheRule = 'network-first' | 'cache-first';

/** `main.c24669dbc2.js`, `114.a3360a1081.js`: the build's `[name].[contenthash:10]` names. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isRemoteFile = (path: string) => path.startsWith('/remotes/');

/** How a same-origin GET is answered; null leaves it to the network, untouched and uncached. */
export function cacheRuleFor(url: URL): CacheRule | null {
  const path = url.pathname;
  if (isApi(path)) return null;
  if (path === '/remotes.json' || path.endsWith('/mf-manifest.json')) return 'network-first';
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (CONTENT_HASHED.test(name)) return 'cache-first';
  // remoteEntry.js and the like: a fixed name whose content a rebuild may change.
  if (isRemoteFile(path)) return 'network-first';
  return null;
}

/** A page of the app typed or opened (offline too): answered with the precached index.html. */
export function isAppNavigation(url: URL): boolean {
  const path = url.pathname;
  return !isApi(path) && !isRemoteFile(path) && path !== '/remotes.json' && path !== '/sw.js';
}
