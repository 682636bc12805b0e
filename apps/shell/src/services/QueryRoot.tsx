import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { wireLiveQueries } from '@fixflow/shell-sdk/data';
import { useSessionStore, useShell, type Session } from '@fixflow/shell-sdk';

const signedInUser = (session: Session) => (session.status === 'signed-in' ? session.user.id : null);

/**
 * The host's QueryClient for the workspace and the remotes in it, kept current by the socket.
 * Signing out (or in as someone else) drops the cache, so no one sees the last user's data.
 */
export function QueryRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { live } = useShell();
  const store = useSessionStore();
  useEffect(() => wireLiveQueries(client, live), [client, live]);
  useEffect(() => {
    let user = signedInUser(store.getSnapshot());
    return store.subscribe(() => {
      const next = signedInUser(store.getSnapshot());
      if (next !== user) client.clear();
      user = next;
    });
  }, [client, store]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
