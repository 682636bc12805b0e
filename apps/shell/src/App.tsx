import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HostContext, type HostInternals } from './host-context';
import { AppRoutes } from './routes/AppRoutes';
import { ShellServicesProvider } from './services/ShellServicesProvider';
import { createToaster } from './services/toaster';
import type { HostSession } from './session/host-session';

export function App({ session }: { session: HostSession }) {
  const { toaster, attach } = useMemo(createToaster, []);
  const internals = useMemo<HostInternals>(() => ({ session, attachToasts: attach }), [session, attach]);
  return (
    <BrowserRouter>
      <HostContext.Provider value={internals}>
        <ShellServicesProvider session={session} toaster={toaster}>
          <AppRoutes />
        </ShellServicesProvider>
      </HostContext.Provider>
    </BrowserRouter>
  );
}
