import { createContext, useContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { RemoteName, UserProfile } from '@fixflow/contracts';
import type { ApiClient } from '@fixflow/api-client';
import type { LiveEvents } from './live-events';
import type { Outbox } from './outbox';

export type ThemeMode = 'light' | 'dark' | 'system';

export interface ShellTheme {
  mode: ThemeMode;
  /** What `system` resolved to, for code that must pick colours. */
  resolved: 'light' | 'dark';
  setMode(mode: ThemeMode): void;
}

/** At most one toast at a time (SPEC §4); `error` is the destructive variant. */
export interface Toaster {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

/** A remote as registered from /remotes.json. */
export interface RegisteredRemote {
  name: RemoteName;
  manifestUrl: string;
  /** Parsed from `/remotes/<name>/<version>/mf-manifest.json`, if the URL follows that layout. */
  version: string | undefined;
}

/** What a remote may ask of the session; reading it is `useSession()`. */
export interface AccountActions {
  /** POST /api/auth/logout, then /login. */
  signOut(): Promise<void>;
  /** Loads the profile again (a vendor checking whether it was activated). */
  reloadProfile(): Promise<void>;
  /** After a remote changed the profile (PATCH /api/me): USER_UPDATED. */
  profileUpdated(profile: UserProfile): void;
}

/** Everything the host lends a remote. Nothing else crosses the boundary. */
export interface ShellServices {
  sdkVersion: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  toast: Toaster;
  i18n: I18n;
  theme: ShellTheme;
  api: ApiClient;
  /** The host's one socket: events of the signed-in user's room. */
  live: LiveEvents;
  account: AccountActions;
  remotes: RegisteredRemote[];
  /**
   * The technician's actions, sent now or kept on the phone and replayed in order (issue 19):
   * one outbox per tab, the host's, so every page and the header's indicator see the same queue.
   */
  outbox: Outbox;
}

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside the shell (ShellProvider missing)');
  return services;
}
