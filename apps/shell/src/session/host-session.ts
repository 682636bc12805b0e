import { ERROR_MESSAGES, type AuthSession } from '@fixflow/contracts';
import { createSessionStore, type SessionStore } from '@fixflow/shell-sdk';

/**
 * The host's side of the session: the only code that changes it. Remotes
 * read it through `useSession()` from the SDK and cannot sign anyone in.
 */
export interface HostSession {
  store: SessionStore;
  accessToken(): string | undefined;
  /** Accepts the API's login answer; refuses an account without a profile (SPEC §6). */
  signIn(auth: AuthSession): void;
  signOut(): void;
}

export class ProfileMissingError extends Error {
  constructor() {
    super(ERROR_MESSAGES.PROFILE_NOT_FOUND);
  }
}

export function createHostSession(): HostSession {
  const store = createSessionStore({ status: 'signed-out' });
  return {
    store,
    accessToken() {
      const session = store.getSnapshot();
      return session.status === 'signed-in' ? session.accessToken : undefined;
    },
    signIn(auth) {
      const { user } = auth;
      if (!user.role) throw new ProfileMissingError();
      store.set({
        status: 'signed-in',
        accessToken: auth.access_token,
        user: { id: user.id, email: user.email, fullName: null, role: user.role, status: null },
      });
    },
    signOut() {
      store.set({ status: 'signed-out' });
    },
  };
}
