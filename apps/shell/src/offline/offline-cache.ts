import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { SHELL_SDK_VERSION } from '@fixflow/shell-sdk';
import { boundPersistedClient, OFFLINE_CACHE_KEY, OFFLINE_MAX_AGE_MS, offlineCacheBuster, PERSISTED_ROOTS, shouldPersistQuery } from './offline-cache-policy';

/**
 * The technician's query cache on the phone (issue 19): restored into the host's QueryClient (at
 * once when the workspace opens offline, after the first screen otherwise: useOfflineCache), saved
 * (bounded, offline-cache-policy.ts) a second after the cache changes, deleted on sign-out. Loaded
 * only for a technician: vendors and admins read live.
 */

/** Its own database, apart from the outbox's: deleting one never touches the other. */
const DATABASE = 'fixflow-offline';
const STORE = 'queries';
/** Saves are coalesced: a burst of answers (a reload reads a dozen) is one write. */
const SAVE_EVERY_MS = 1000;

let store: UseStore | null = null;
const offlineStore = () => (store ??= createStore(DATABASE, STORE));

const persister: Persister = {
  persistClient: (client: PersistedClient) => set(OFFLINE_CACHE_KEY, boundPersistedClient(client, Date.now()), offlineStore()),
  restoreClient: () => get<PersistedClient>(OFFLINE_CACHE_KEY, offlineStore()),
  removeClient: () => del(OFFLINE_CACHE_KEY, offlineStore()),
};

let active: (() => void) | null = null;

/**
 * Restores `userId`'s saved answers (another user's, or an older build's, are discarded by the
 * buster), then keeps saving. Answers of the persisted roots are kept in memory as long as they
 * may be saved (gcTime = maxAge), or an order read an hour ago would be gone from the next save.
 * Answers the promise once the restore is done; the returned function stops saving.
 */
export function persistTechnicianCache(queryClient: QueryClient, userId: string): [stop: () => void, restored: Promise<void>] {
  active?.();
  const options = {
    queryClient,
    persister,
    buster: offlineCacheBuster(SHELL_SDK_VERSION, userId),
    maxAge: OFFLINE_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
  for (const root of PERSISTED_ROOTS) queryClient.setQueryDefaults([root], { gcTime: OFFLINE_MAX_AGE_MS });

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  const save = () => {
    timer = undefined;
    if (!stopped) persistQueryClientSave(options).catch((error: unknown) => console.warn('The offline copy could not be saved', error));
  };
  // A page closed or put away within the second still saves what it read.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const restored = persistQueryClientRestore(options)
    .catch((error: unknown) => console.warn('The offline copy could not be read; it was discarded', error))
    .then(() => {
      if (stopped) return;
      const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
        if ((event.type === 'added' || event.type === 'removed' || event.type === 'updated') && timer === undefined) timer = setTimeout(save, SAVE_EVERY_MS);
      });
      // What the first screen read before this code loaded (useOfflineCache) is saved too.
      timer ??= setTimeout(save, SAVE_EVERY_MS);
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onHidden);
      unsubscribe = () => {
        unsubscribeCache();
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onHidden);
      };
    });
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    for (const root of PERSISTED_ROOTS) queryClient.setQueryDefaults([root], {});
    if (active === stop) active = null;
  };
  active = stop;
  return [stop, restored];
}

export { keepTechnicianFilesOffline } from './keep-files';

/** Sign-out: nothing saved stays on the phone, and nothing pending is written after. */
export async function clearOfflineCache(): Promise<void> {
  active?.();
  await persister.removeClient();
}
