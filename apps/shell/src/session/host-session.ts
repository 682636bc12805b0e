import i18next from 'i18next';
import { createApiClient, typed, type ApiClient } from '@fixflow/api-client';
import { currentLanguage } from '@fixflow/i18n';
import { createAuthSession, type AuthSessionController } from './auth/auth-session';
import type { SessionStorageArea } from './auth/persisted-session';

/**
 * The host's side of the session: the only code that changes it. Remotes
 * read it through `useSession()` from the SDK and cannot sign anyone in.
 */
export interface HostSession {
  auth: AuthSessionController;
  /** The client everyone uses: the session's Bearer token, the user's language, one retry after a 401. */
  api: ApiClient;
}

export interface HostSessionOptions {
  storage?: SessionStorageArea | null;
  fetch?: typeof fetch;
  language?: () => string;
}

function browserStorage(): SessionStorageArea | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the session lives as long as the page
  }
}

export function createHostSession(options: HostSessionOptions = {}): HostSession {
  const language = options.language ?? (() => currentLanguage(i18next));
  const session: { auth?: AuthSessionController } = {};
  const api = createApiClient({
    baseUrl: '/api',
    fetch: options.fetch,
    getLanguage: language,
    getAccessToken: () => session.auth?.accessToken(),
    refreshAccessToken: () => session.auth?.refresh() ?? Promise.resolve(null),
  });
  // Refreshing must not itself carry the (expired) token nor retry through the refresh.
  const anonymous = createApiClient({ baseUrl: '/api', fetch: options.fetch, getLanguage: language });
  const auth = createAuthSession({
    transport: {
      refresh: (refresh_token) => typed(anonymous).post('/auth/refresh', { body: { refresh_token } }),
      logout: () => typed(api).post('/auth/logout'),
      profile: () => typed(api).get('/me'),
    },
    storage: options.storage === undefined ? browserStorage() : options.storage,
    listenStorage: (onChange) => {
      const listener = (event: StorageEvent) => onChange(event.key);
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
    listenWake: (onWake) => {
      const listener = () => {
        if (document.visibilityState === 'visible') onWake();
      };
      document.addEventListener('visibilitychange', listener);
      window.addEventListener('online', onWake);
      return () => {
        document.removeEventListener('visibilitychange', listener);
        window.removeEventListener('online', onWake);
      };
    },
  });
  session.auth = auth;
  return { auth, api };
}
