import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createApiClient } from '@fixflow/api-client';
import { SHELL_SDK_VERSION, SessionProvider, ShellProvider, type ShellServices } from '@fixflow/shell-sdk';
import { getRegisteredRemotes, subscribeRegisteredRemotes } from '../remotes/registry';
import type { HostSession } from '../session/host-session';
import { useThemeMode } from './theme';
import type { Toaster } from '@fixflow/shell-sdk';

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
  // The token is read per call, so the client never needs rebuilding.
  const api = useMemo(() => createApiClient({ baseUrl: '/api', getAccessToken: session.accessToken }), [session]);

  const services = useMemo<ShellServices>(
    () => ({
      sdkVersion: SHELL_SDK_VERSION,
      navigate: (to, options) => {
        void navigate(to, options);
      },
      toast: toaster,
      i18n,
      theme,
      api,
      remotes,
    }),
    [navigate, toaster, i18n, theme, api, remotes],
  );

  return (
    <SessionProvider store={session.store}>
      <ShellProvider services={services}>{children}</ShellProvider>
    </SessionProvider>
  );
}
