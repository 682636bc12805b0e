import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_SDK_VERSION, SessionProvider, ShellProvider, createLiveEventsHub, type ShellServices, type Toaster } from '@fixflow/shell-sdk';
import { getRegisteredRemotes, subscribeRegisteredRemotes } from '../remotes/registry';
import type { HostSession } from '../session/host-session';
import { useSignOut } from '../session/useSignOut';
import { bindLiveSocket } from './live-socket';
import { useThemeMode } from './theme';

export interface ShellServicesProviderProps {
  session: HostSession;
  toaster: Toaster;
  children: ReactNode;
}

/** Builds what the host lends to remotes (ShellServices) and provides it with the session. */
export function ShellServicesProvider({ session, toaster, children }: ShellServicesProviderProps) {
  const navigate = useNavigate();
  const { i18n } = useTranslation('shell');
  const theme = useThemeMode();
  const remotes = useSyncExternalStore(subscribeRegisteredRemotes, getRegisteredRemotes);
  const signOut = useSignOut(session);
  // The tab's one socket: whoever listens (host or remote) shares it.
  const [live] = useState(createLiveEventsHub);
  useEffect(() => bindLiveSocket(live, session.auth), [live, session]);

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
    }),
    [navigate, toaster, i18n, theme, session, live, signOut, remotes],
  );

  return (
    <SessionProvider store={session.auth}>
      <ShellProvider services={services}>{children}</ShellProvider>
    </SessionProvider>
  );
}
