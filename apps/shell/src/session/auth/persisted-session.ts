import { isRole, type AuthSession, type UserProfile } from '@fixflow/contracts';

/** localStorage, or a stand-in in tests. */
export type SessionStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_STORAGE_KEY = 'fixflow.auth.session';

function isPersistedSession(value: unknown): value is AuthSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<AuthSession>;
  return (
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.expires_in === 'number' &&
    typeof session.user?.id === 'string' &&
    isRole(session.user.role)
  );
}

/** The stored session, or null when there is none or it is not one we wrote (an older format, a hand edit). */
export function parsePersistedSession(raw: string | null): AuthSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPersistedSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** Reading and writing never throw: a full or blocked storage only costs the session on reload. */
export function createSessionPersistence(storage: SessionStorageArea | null, key = SESSION_STORAGE_KEY) {
  const profileKey = `${key}.profile`;
  return {
    key,
    /** The last profile loaded for `userId`: what a page opened offline checks the role by (issue 19). */
    readProfile(userId: string): UserProfile | null {
      try {
        const value = JSON.parse(storage?.getItem(profileKey) ?? 'null') as Partial<UserProfile> | null;
        return value?.id === userId && isRole(value.role) ? (value as UserProfile) : null;
      } catch {
        return null;
      }
    },
    writeProfile(profile: UserProfile): void {
      try {
        storage?.setItem(profileKey, JSON.stringify(profile));
      } catch {
        // As write: it only costs the offline start.
      }
    },
    read(): AuthSession | null {
      try {
        return parsePersistedSession(storage?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    write(session: AuthSession): void {
      try {
        storage?.setItem(key, JSON.stringify(session));
      } catch {
        // Private mode or a full quota: the session still works until the page is closed.
      }
    },
    clear(): void {
      try {
        storage?.removeItem(key);
        storage?.removeItem(profileKey);
      } catch {
        // Nothing to undo.
      }
    },
  };
}
