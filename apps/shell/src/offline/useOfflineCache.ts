import { useEffect, useState } from 'react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';

/**
 * Online, the first screen reads live: the offline copy's code (IndexedDB, the persister) loads
 * once it is drawn, restores what is older than what the screen read, and saves from then on.
 * Opened offline, it loads at once and the pages' queries wait for it (a few milliseconds).
 */
export const AFTER_FIRST_SCREEN_MS = 3000;

/**
 * A technician's saved answers (issue 19) in the host's QueryClient, and the technician remote's
 * files in the service worker's cache; nothing for other roles. Answers whether the pages must
 * wait for the restore.
 */
export function useOfflineCache(client: QueryClient, owner: string | null): boolean {
  const [waiting, setWaiting] = useState<string | null>(() => (owner !== null && !onlineManager.isOnline() ? owner : null));
  useEffect(() => {
    if (owner === null) return;
    let cancelled = false;
    let started = false;
    let stop = () => {};
    const start = () => {
      if (started || cancelled) return;
      started = true;
      import('./offline-cache')
        .then(({ persistTechnicianCache, keepTechnicianFilesOffline }) => {
          if (cancelled) return;
          const [stopSaving, restoring] = persistTechnicianCache(client, owner);
          stop = stopSaving;
          // The remote's pages too, for those never opened online (keep-files.ts).
          void keepTechnicianFilesOffline().catch((error: unknown) => console.warn("The technician's files could not all be kept offline", error));
          return restoring;
        })
        // A chunk that cannot load (a new release while offline): the pages read live.
        .catch((error: unknown) => console.warn('The offline copy is not available', error))
        .finally(() => {
          if (!cancelled) setWaiting(null);
        });
    };
    if (!onlineManager.isOnline()) start();
    const timer = setTimeout(start, AFTER_FIRST_SCREEN_MS);
    // The signal lost before the timer: what was read so far is saved now.
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) start();
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe();
      stop();
    };
  }, [client, owner]);
  return owner !== null && waiting === owner;
}
