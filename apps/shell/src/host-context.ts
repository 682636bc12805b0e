import { createContext, useContext } from 'react';
import type { HostSession } from './session/host-session';
import type { ToastChannel } from './services/toaster';

/** What only the host's own code may touch: changing the session, drawing toasts. */
export interface HostInternals {
  session: HostSession;
  toasts: ToastChannel;
}

export const HostContext = createContext<HostInternals | null>(null);

export function useHost(): HostInternals {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside <App>');
  return host;
}
