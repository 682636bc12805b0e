import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HostContext, type HostInternals } from './host-context';
import { AuthLinkLanding } from './landing/AuthLinkLanding';
import { AppRoutes } from './routes/AppRoutes';
import { ShellServicesProvider } from './services/ShellServicesProvider';
import { createToaster } from './services/toaster';
import type { HostSession } from './session/host-session';

export function App({ session }: { session: HostSession }) {
  const toasts = useMemo(createToaster, []);
  const internals = useMemo<HostInternals>(() => ({ session, toasts }), [session, toasts]);
  return (
    <BrowserRouter>
      <HostContext.Provider value={internals}>
        <ShellServicesProvider session={session} toaster={toasts.toaster}>
          <AuthLinkLanding />
          <AppRoutes />
        </ShellServicesProvider>
      </HostContext.Provider>
    </BrowserRouter>
  );
}
