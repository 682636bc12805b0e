import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_SDK_VERSION, SessionProvider, ShellProvider, type Outbox, type OutboxSnapshot, type ShellServices, type Toaster } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';
import { getRegisteredRemotes, subscribeRegisteredRemotes } from '../remotes/registry';
import type { HostSession } from '../session/host-session';
import { useSignOut } from '../session/useSignOut';
import { useThemeMode } from './theme';

export interface ShellServicesProviderProps {
  session: HostSession;
  toaster: Toaster;
  children: ReactNode;
}

const refuse = () => Promise.reject(new Error('The outbox is the workspace’s (QueryRoot)'));
const NOTHING: OutboxSnapshot = { entries: [], conflicts: [], replaying: false };

/**
 * Outside the signed-in workspace nothing sends through the outbox: the workspace lends its own
 * (QueryRoot), so the public pages' first load carries none of it.
 */
const NO_OUTBOX: Outbox = {
  send: refuse,
  replay: refuse,
  dismiss: refuse,
  getSnapshot: () => NOTHING,
  subscribe: () => () => undefined,
};

/** Builds what the host lends to remotes (ShellServices) and provides it with the session. */
export function ShellServicesProvider({ session, toaster, children }: ShellServicesProviderProps) {
  const navigate = useNavigate();
  const { i18n } = useTranslation('shell');
  const theme = useThemeMode();
  const remotes = useSyncExternalStore(subscribeRegisteredRemotes, getRegisteredRemotes);
  const signOut = useSignOut(session);
  // The tab's one socket (QueryRoot binds it): whoever listens (host or remote) shares it.
  const { live } = useHost();

  const services = useMemo<ShellServices>(
    () => ({
      sdkVersion: SHELL_SDK_VERSION,
      navigate: (to, options) => {
        void navigate(to, options);
      },
      toast: toaster,
      i18n,
      theme,
      api: session.api,
      live,
      account: {
        signOut,
        reloadProfile: () => session.auth.reloadProfile(),
        profileUpdated: (profile) => session.auth.setProfile(profile),
      },
      remotes,
      outbox: NO_OUTBOX,
    }),
    [navigate, toaster, i18n, theme, session, live, signOut, remotes],
  );

  return (
    <SessionProvider store={session.auth}>
      <ShellProvider services={services}>{children}</ShellProvider>
    </SessionProvider>
  );
}
