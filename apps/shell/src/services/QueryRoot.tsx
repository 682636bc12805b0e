import { Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useOnline, wireLiveQueries } from '@fixflow/shell-sdk/data';
import { ShellProvider, useSessionStore, useShell, type Session } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';
import { offlineCacheOwner } from '../offline/offline-cache-policy';
import { useOfflineCache } from '../offline/useOfflineCache';
import { createHostOutbox } from '../outbox/host-outbox';
import { bindLiveSocket } from './live-socket';

const signedInUser = (session: Session) => (session.status === 'signed-in' ? session.user.id : null);

// The offline bar and its words load the first time the network goes (issue 19).
const ConnectionBanner = lazy(async () => ({ default: (await import('../offline/ConnectionBanner')).ConnectionBanner }));

function OfflineSignal({ saved }: { saved: boolean }) {
  const online = useOnline();
  const [shown, setShown] = useState(!online);
  useEffect(() => {
    if (!online) setShown(true);
  }, [online]);
  return shown ? (
    <Suspense fallback={null}>
      <ConnectionBanner saved={saved} />
    </Suspense>
  ) : null;
}

/**
 * The host's QueryClient for the workspace and the remotes in it, kept current by the socket (the
 * tab's one, bound here: every listener is in the workspace, so /login carries none of it).
 * Signing out (or in as someone else) drops the cache, and a technician's offline copy with it,
 * so no one sees the last user's data. The workspace's outbox is lent from here too (issue 19).
 */
export function QueryRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  const shell = useShell();
  const { live } = useHost();
  const store = useSessionStore();
  const owner = useSyncExternalStore(store.subscribe, () => offlineCacheOwner(store.getSnapshot()));
  const restoring = useOfflineCache(client, owner);
  useEffect(() => bindLiveSocket(live, store), [live, store]);
  useEffect(() => wireLiveQueries(client, live, () => signedInUser(store.getSnapshot())), [client, live, store]);
  // A stand-in until a technician has something to send (OutboxStarter starts the engine).
  const [outbox] = useState(createHostOutbox);
  const services = useMemo(() => ({ ...shell, outbox }), [shell, outbox]);
  useEffect(() => {
    let user = signedInUser(store.getSnapshot());
    let technician = offlineCacheOwner(store.getSnapshot());
    return store.subscribe(() => {
      const next = signedInUser(store.getSnapshot());
      if (next !== user) {
        if (technician !== null) void import('../offline/offline-cache').then(({ clearOfflineCache }) => clearOfflineCache()).catch(() => undefined);
        client.clear();
      }
      user = next;
      technician = offlineCacheOwner(store.getSnapshot());
    });
  }, [client, store]);
  return (
    <ShellProvider services={services}>
      <QueryClientProvider client={client}>
        <IsRestoringProvider value={restoring}>
          <OfflineSignal saved={owner !== null} />
          {children}
        </IsRestoringProvider>
      </QueryClientProvider>
    </ShellProvider>
  );
}
