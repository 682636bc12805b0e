import { REMOTES_JSON_URL, ensureRemotesRegistered } from '../remotes/registry';

/**
 * The technician remote's files on the phone (issue 19): the service worker keeps the shell,
 * but a remote is released apart and its files are cached only as pages fetch them, and only once
 * the worker controls the page (not on the very first visit). A technician who never opened the
 * schedule, or signed in on a fresh install, would find those pages missing in the basement. So,
 * once the workspace is quiet, the page hands the worker every file of the remote's manifest and
 * what it loaded before the worker took over; Workbox's router fetches each through the same rules
 * (caching-rules.ts: hashed chunks cache-first, entries and manifests network-first). Called after
 * the first screen (useOfflineCache), so the worker's fetches are never in its way.
 */

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/** Every file of a remote build, as absolute URLs beside its manifest. */
export function remoteFiles(manifestUrl: string, manifest: FederationManifest, origin: string): string[] {
  const folder = new URL('.', new URL(manifestUrl, origin));
  const entry = manifest.metaData?.remoteEntry;
  const names = (manifest.exposes ?? []).flatMap(({ assets }) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])]);
  if (entry?.name) names.unshift(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`);
  return [...new Set([new URL(manifestUrl, origin).href, ...names.map((name) => new URL(name, folder).href)])];
}

/** Same-origin remote files this page fetched, perhaps before the worker controlled it. */
function loadedRemoteFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && (url.pathname.startsWith('/remotes/') || url.pathname === REMOTES_JSON_URL);
    });
}

/** The worker answers once all are cached; a file that failed leaves it silent: tried again on the next start. */
const CACHE_WAIT_MS = 60_000;

async function askWorkerToCache(worker: ServiceWorker, urls: string[]): Promise<void> {
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, CACHE_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

export async function keepTechnicianFilesOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.onLine) return;
  const [registration, remotes] = await Promise.all([navigator.serviceWorker.ready, ensureRemotesRegistered()]);
  const worker = registration.active;
  const technician = remotes.find((remote) => remote.name === 'technician');
  if (!worker || !technician) return;
  const response = await fetch(technician.manifestUrl);
  if (!response.ok) return;
  const files = remoteFiles(technician.manifestUrl, (await response.json()) as FederationManifest, location.origin);
  await askWorkerToCache(worker, [...new Set([new URL(REMOTES_JSON_URL, location.origin).href, ...files, ...loadedRemoteFiles()])]);
}
