import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Role, UserProfile } from '@fixflow/contracts';

export interface SessionUser {
  id: string;
  email: string | null;
  phone: string | null;
  role: Role;
  /** From the profile once it is loaded; null before. */
  fullName: string | null;
  /** From the profile once it is loaded; vendors must be `active` to use the app (SPEC §5). */
  status: string | null;
}

/** The merged profile (GET /api/me), loaded about 100 ms after a session appears (SPEC §4). */
export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: UserProfile }
  | { status: 'failed'; error: Error };

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: SessionUser;
      accessToken: string;
      /** Unix time (seconds) the access token expires at. */
      expiresAt: number;
      profile: ProfileState;
    };

/** The auth session events of SPEC §4, named as the hosted auth named them. */
export const AUTH_EVENTS = ['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY'] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];
export type AuthEventListener = (event: AuthEvent, session: Session) => void;

/**
 * Where the session lives. The host supplies the implementation (sign-in,
 * refresh, storage); remotes only read it. An external store so a token
 * refresh re-renders only what reads the session.
 */
export interface SessionStore {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  /** Hears every auth event after it happened, with the session it produced. */
  onAuthStateChange(listener: AuthEventListener): () => void;
}

const SessionStoreContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSession must be used inside the shell (SessionProvider missing)');
  return store;
}

export function useSession(): Session {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The signed-in user's role, or undefined while loading or signed out. */
export function useRole(): Role | undefined {
  const session = useSession();
  return session.status === 'signed-in' ? session.user.role : undefined;
}

/** The signed-in user's merged profile, or null until it is loaded. */
export function useProfile(): UserProfile | null {
  const session = useSession();
  return session.status === 'signed-in' && session.profile.status === 'loaded' ? session.profile.profile : null;
}

/**
 * A store whose value only the caller changes: the host's auth session publishes through one, and
 * tests and a remote page rendered alone use one directly.
 */
export function createSessionStore(initial: Session): SessionStore & { set(session: Session, event?: AuthEvent): void } {
  let current = initial;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<AuthEventListener>();
  return {
    getSnapshot: () => current,
    set(session: Session, event?: AuthEvent) {
      current = session;
      listeners.forEach((listener) => listener());
      if (event) eventListeners.forEach((listener) => listener(event, session));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onAuthStateChange(listener: AuthEventListener) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
  };
}

/** A signed-in session for tests and previews: the profile's fields fill the user. */
export function signedInSession(profile: UserProfile, accessToken = 'test-token', expiresAt = 4_102_444_800): Session {
  return {
    status: 'signed-in',
    accessToken,
    expiresAt,
    user: {
      id: profile.id,
      email: profile.email,
      phone: profile.phone,
      role: profile.role,
      fullName: profile.full_name,
      status: profile.status,
    },
    profile: { status: 'loaded', profile },
  };
}
