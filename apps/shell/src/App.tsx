import { Suspense, lazy, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createLiveEventsHub } from '@fixflow/shell-sdk';
import { HostContext, type HostInternals } from './host-context';
import { readAuthLink } from './landing/auth-links';
import { AppRoutes } from './routes/AppRoutes';
import { ShellServicesProvider } from './services/ShellServicesProvider';
import { createToaster } from './services/toaster';
import type { HostSession } from './session/host-session';

// A mailed link's handling (sign-in, confirmation, its toasts) loads only when the address has one.
const AuthLinkLanding = lazy(async () => ({ default: (await import('./landing/AuthLinkLanding')).AuthLinkLanding }));

export function App({ session }: { session: HostSession }) {
  const toasts = useMemo(createToaster, []);
  const live = useMemo(createLiveEventsHub, []);
  const internals = useMemo<HostInternals>(() => ({ session, toasts, live }), [session, toasts, live]);
  const [mailedLink] = useState(() => readAuthLink(window.location) !== null);
  return (
    <BrowserRouter>
      <HostContext.Provider value={internals}>
        <ShellServicesProvider session={session} toaster={toasts.toaster}>
          {mailedLink ? (
            <Suspense fallback={null}>
              <AuthLinkLanding />
            </Suspense>
          ) : null}
          <AppRoutes />
        </ShellServicesProvider>
      </HostContext.Provider>
    </BrowserRouter>
  );
}
