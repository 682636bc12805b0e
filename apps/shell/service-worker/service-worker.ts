/// <reference lib="webworker" />
// The shell's service worker, served at /sw.js (build.mjs bundles it after the shell's build
// and writes the list of the shell's files into self.__WB_MANIFEST).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheRuleFor, isAppNavigation } from './caching-rules';
import { NAVIGATE, OUTBOX_REPLAY, OUTBOX_SYNC_TAG, SKIP_WAITING, type NavigateMessage, type OutboxReplayAnswer } from './messages';
import { notificationFromPush, windowToFocus } from './notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The shell itself, for an offline start; an updated worker waits until the page asks it to take over.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();
const sameOrigin = (url: URL) => url.origin === self.location.origin;
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

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
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
