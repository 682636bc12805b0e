/**
 * Which requests the service worker answers, and how. The shell's own files are all kept by the
 * worker (build.mjs lists them): a few at install, the rest right after (installedWithWorker);
 * everything here is for what that list does not hold. Remotes are released apart from the
 * shell, so none of their files are listed: their manifests must be fresh when online, their
 * content-hashed chunks never change.
 */
export type CacheRule = 'network-first' | 'cache-first';

/** `main.c24669dbc2.js`, `114.a3360a1081.js`: the build's `[name].[contenthash:10]` names. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** A file whose name carries its content's hash: the name is its revision (build.mjs computes the others'). */
export function isContentHashed(path: string): boolean {
  return CONTENT_HASHED.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Which of the shell's files the worker's install fetches: those without a hash in their name
 * (index.html, the web manifest, the icons), a handful. The ~150 content-hashed chunks are kept
 * as soon as the worker is active (KEEP_SHELL): Workbox's install fetches its list one file at a
 * time (GoogleChrome/workbox#2528), and a phone's first worker — and Enable Notifications, which
 * must wait for an active worker to subscribe — waited for all of them (tools/bench/sw-install.mjs).
 */
export function installedWithWorker(path: string): boolean {
  return !isContentHashed(path);
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isRemoteFile = (path: string) => path.startsWith('/remotes/');

/** How a same-origin GET is answered; null leaves it to the network, untouched and uncached. */
export function cacheRuleFor(url: URL): CacheRule | null {
  const path = url.pathname;
  if (isApi(path)) return null;
  if (path === '/remotes.json' || path.endsWith('/mf-manifest.json')) return 'network-first';
  if (isContentHashed(path)) return 'cache-first';
  // remoteEntry.js and the like: a fixed name whose content a rebuild may change.
  if (isRemoteFile(path)) return 'network-first';
  return null;
}

/** A page of the app typed or opened (offline too): answered with the precached index.html. */
export function isAppNavigation(url: URL): boolean {
  const path = url.pathname;
  return !isApi(path) && !isRemoteFile(path) && path !== '/remotes.json' && path !== '/sw.js';
}
