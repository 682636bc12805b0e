/// <reference lib="webworker" />
// The shell's service worker, served at /sw.js (build.mjs bundles it after the shell's build
// and writes the list of the shell's files into self.__WB_MANIFEST).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheRuleFor, isAppNavigation } from './caching-rules';
import { KEEP_SHELL, NAVIGATE, OUTBOX_REPLAY, OUTBOX_SYNC_TAG, SKIP_WAITING, type KeepShellAnswer, type NavigateMessage, type OutboxReplayAnswer } from './messages';
import { notificationFromPush, windowToFocus } from './notifications';

declare const self: ServiceWorkerGlobalScope & {
  /** The shell's files the install precaches (caching-rules.ts, installedWithWorker). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** The shell's content-hashed files, kept once the worker is active (KEEP_SHELL). */
  __FF_SHELL_FILES: string[];
};
/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The shell's few files without a hash (index.html first), for an offline start; an updated worker
// waits until the page asks it to take over.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The shell's content-hashed files: served from their own cache, fetched once the worker is active
// (keepShell), not by the install, which fetches one file at a time and would keep the worker —
// and a technician's Enable Notifications, which waits for it — from starting for seconds to minutes.
const SHELL_CACHE = 'fixflow-shell';
const SHELL_FILES = new Set(self.__FF_SHELL_FILES);
const shellFiles = new CacheFirst({ cacheName: SHELL_CACHE });
registerRoute(({ url, request }) => request.mode !== 'navigate' && sameOrigin(url) && SHELL_FILES.has(url.pathname), shellFiles);
// Any page of the app, typed or opened offline, is the shell's index.html; its router takes it from there.
registerRoute(({ url, request }) => request.mode === 'navigate' && sameOrigin(url) && isAppNavigation(url), createHandlerBoundToURL('/index.html'));
const networkFirst = new NetworkFirst({ cacheName: 'fixflow-manifests' });
// Chunks of remote versions no longer in use would pile up: keep the recent ones.
const cacheFirst = new CacheFirst({
  cacheName: 'fixflow-chunks',
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => request.mode !== 'navigate' && sameOrigin(url) && cacheRuleFor(url) === 'network-first', networkFirst);
registerRoute(({ url, request }) => request.mode !== 'navigate' && sameOrigin(url) && cacheRuleFor(url) === 'cache-first', cacheFirst);

/** How many files keepShell fetches at once: a browser's connections to one host over HTTP/1.1. */
const KEEP_SHELL_PARALLEL = 6;
let keeping: Promise<number> | null = null;

/** Fetches each shell file the cache lacks; answers, once all are written, how many the network did not give. */
function keepShell(event: ExtendableEvent): Promise<number> {
  keeping ??= (async () => {
    const queue = [...SHELL_FILES];
    let missing = 0;
    const fetchNext = async (): Promise<void> => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        // handle() answers with the response before its cache write; handleAll's second promise is that write.
        const [response, written] = shellFiles.handleAll({ request: new Request(path, { credentials: 'same-origin' }), event });
        await Promise.all([response, written]).catch(() => (missing += 1));
      }
    };
    await Promise.all(Array.from({ length: KEEP_SHELL_PARALLEL }, fetchNext));
    return missing;
  })().finally(() => (keeping = null));
  return keeping;
}

// A release's files no longer listed go when its successor takes over (as Workbox's precache does).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const stale = (await cache.keys()).filter((request) => !SHELL_FILES.has(new URL(request.url).pathname));
      await Promise.all(stale.map((request) => cache.delete(request)));
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === KEEP_SHELL) {
    event.waitUntil(keepShell(event).then((missing) => event.ports[0]?.postMessage({ missing } satisfies KeepShellAnswer)));
  }
});

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    // Not JSON: show the text itself.
    payload = { body: event.data?.text() };
  }
  const { title, options } = notificationFromPush(payload, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? `${self.location.origin}/`;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = windowToFocus(windows, self.location.origin, url);
      if (!target) {
        await self.clients.openWindow(url);
        return;
      }
      await target.focus();
      // The shell routes it (no reload): see src/pwa/service-worker-registration.ts.
      if (target.url !== url) target.postMessage({ type: NAVIGATE, url } satisfies NavigateMessage);
    })(),
  );
});

/** How long a page may take to send the outbox before the worker counts the try as failed. */
const OUTBOX_REPLAY_WAIT_MS = 60_000;

/**
 * Background Sync (issue 19): the network is back and a page queued a technician's action. The
 * session and its tokens stay in the page, so the worker asks an open page to send the outbox;
 * with none open, or with actions still waiting, the sync fails and the browser tries it again later.
 */
async function askPagesToReplay(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const remaining = await Promise.all(
    windows.map(
      (page) =>
        new Promise<number>((resolve) => {
          const channel = new MessageChannel();
          const timer = setTimeout(() => resolve(-1), OUTBOX_REPLAY_WAIT_MS);
          channel.port1.onmessage = (event: MessageEvent<OutboxReplayAnswer>) => {
            clearTimeout(timer);
            resolve(event.data.remaining);
          };
          page.postMessage({ type: OUTBOX_REPLAY }, [channel.port2]);
        }),
    ),
  );
  if (!remaining.includes(0)) throw new Error('The outbox still waits: the browser will sync again later');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(askPagesToReplay());
});
