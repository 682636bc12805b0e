import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Role } from '@fixflow/contracts';

export interface SessionUser {
  id: string;
  email: string | null;
  fullName: string | null;
  role: Role;
  /** Vendors must be `active` to use the app (SPEC §5). */
  status: string | null;
}

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; accessToken: string };

/**
 * Where the session lives. The host supplies the implementation (sign-in,
 * refresh, storage); remotes only read it. An external store so a token
 * refresh re-renders only what reads the session.
 */
export interface SessionStore {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
}

const SessionStoreContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSession(): Session {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSession must be used inside the shell (SessionProvider missing)');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The signed-in user's role, or undefined while loading or signed out. */
export function useRole(): Role | undefined {
  const session = useSession();
  return session.status === 'signed-in' ? session.user.role : undefined;
}

/** A store whose value only the host changes; enough for tests and for a host without accounts yet. */
export function createSessionStore(initial: Session): SessionStore & { set(session: Session): void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(session) {
      current = session;
      listeners.forEach((listener) => listener());
    },
  };
}
