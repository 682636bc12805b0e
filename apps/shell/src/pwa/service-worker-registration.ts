import { KEEP_SHELL, SKIP_WAITING } from '../../service-worker/messages';

/** What the update prompt needs: is a new version waiting, and take it. */
export interface ServiceWorkerUpdates {
  isWaiting(): boolean;
  subscribe(listener: () => void): () => void;
  /** Hands over to the waiting worker; the page reloads once, when the new one controls it. */
  applyUpdate(): void;
}

export const SERVICE_WORKER_URL = '/sw.js';
/** An app left open for days still learns of a release. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Tracks a registration's waiting worker and performs the SPEC §2 refresh after the user agreed. */
export function createServiceWorkerUpdates(container: ServiceWorkerContainer, reload: () => void) {
  let waiting: ServiceWorker | null = null;
  let handingOver = false;
  let reloaded = false;
  const listeners = new Set<() => void>();
  const setWaiting = (worker: ServiceWorker) => {
    waiting = worker;
    listeners.forEach((listener) => listener());
  };

  // The first worker also takes control (clientsClaim): that is no reason to reload.
  container.addEventListener('controllerchange', () => {
    if (!handingOver || reloaded) return;
    reloaded = true;
    reload();
  });

  const updates: ServiceWorkerUpdates & { watch(registration: ServiceWorkerRegistration): void } = {
    isWaiting: () => waiting !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    applyUpdate() {
      if (!waiting) return;
      handingOver = true;
      waiting.postMessage({ type: SKIP_WAITING });
    },
    watch(registration) {
      // Without a controller this is the first install, not an update.
      if (registration.waiting && container.controller) setWaiting(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) setWaiting(worker);
        });
      });
    },
  };
  return updates;
}

/**
 * A site that stopped serving /sw.js (e.g. `npm run dev` on the port `npm start` used) must not
 * stay behind an old worker's cached pages: a 404 — not a network failure — retires it.
 */
async function retireIfGone(container: ServiceWorkerContainer, reload: () => void): Promise<void> {
  const response = await fetch(SERVICE_WORKER_URL, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
  if (response?.status !== 404) return;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (container.controller) reload();
}

let pageUpdates: ServiceWorkerUpdates | null = null;

/** The page's updates, once registerServiceWorker ran (never under Jest). */
export function serviceWorkerUpdates(): ServiceWorkerUpdates | null {
  return pageUpdates;
}

/** SPEC §2: /sw.js is registered on load; bootstrap.tsx calls this. */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const container = win.navigator.serviceWorker;
  const reload = () => win.location.reload();
  const updates = createServiceWorkerUpdates(container, reload);
  pageUpdates = updates;

  const register = async () => {
    try {
      const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
      updates.watch(registration);
      // The shell's content-hashed files, which the install leaves to the active worker: after a
      // first install and after each update, for an offline start (caching-rules.ts, installedWithWorker).
      void container.ready.then((ready) => ready.active?.postMessage({ type: KEEP_SHELL }));
      const check = () => registration.update().catch(() => retireIfGone(container, reload));
      // Served by a worker already: ask for a newer one now, not only on the next navigation.
      if (container.controller) await check();
      win.setInterval(() => void check(), UPDATE_CHECK_MS);
    } catch (error) {
      console.warn('The service worker could not be registered', error);
      await retireIfGone(container, reload);
    }
  };
  // After the page's own loading, so caching the shell never competes with the first paint.
  if (win.document.readyState === 'complete') void register();
  else win.addEventListener('load', () => void register(), { once: true });
}
