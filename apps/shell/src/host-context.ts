import { createContext, useContext } from 'react';
import type { LiveEventsHub } from '@fixflow/shell-sdk';
import type { HostSession } from './session/host-session';
import type { ToastChannel } from './services/toaster';

/** What only the host's own code may touch: changing the session, drawing toasts, feeding the socket's events. */
export interface HostInternals {
  session: HostSession;
  toasts: ToastChannel;
  /** The tab's one hub of live events (remotes see it as `live`); the workspace binds the socket to it (QueryRoot). */
  live: LiveEventsHub;
}

export const HostContext = createContext<HostInternals | null>(null);

export function useHost(): HostInternals {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside <App>');
  return host;
}
