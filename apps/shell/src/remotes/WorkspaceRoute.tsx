import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@fixflow/shell-sdk';
import { AccessDeniedPage } from '../pages/access/AccessDeniedPage';
import { AccountNotActivatedPage } from '../pages/access/AccountNotActivatedPage';
import { GuardLoading } from '../pages/access/GuardLoading';
import { ProfileFailedPage } from '../pages/access/ProfileFailedPage';
import { TechnicianGate } from '../pwa/TechnicianGate';
import { SignInPrompt } from '../pages/SignInPrompt';
import { guardRoute } from '../routes/guard';
import type { SignedInRoute } from '../routes/route-table';
import { loadRemoteApp } from './registry';
import { RemoteWorkspace } from './RemoteWorkspace';

/** A signed-in route behind the guard of SPEC §4 (routes/guard.ts decides, this draws). */
export default function WorkspaceRoute({ route, load = loadRemoteApp }: { route: SignedInRoute; load?: typeof loadRemoteApp }) {
  const session = useSession();
  const location = useLocation();
  const outcome = guardRoute(route, session);
  switch (outcome.kind) {
    case 'loading':
      return <GuardLoading />;
    case 'sign-in':
      return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
    case 'sign-in-prompt':
      return <SignInPrompt />;
    case 'access-denied':
      return <AccessDeniedPage />;
    case 'not-activated':
      return <AccountNotActivatedPage status={outcome.status} />;
    case 'profile-failed':
      return <ProfileFailedPage error={outcome.error} />;
    case 'page': {
      const page = <RemoteWorkspace key={outcome.remote} remote={outcome.remote} routePath={route.path} load={load} />;
      // SPEC §4: a technician works from the installed app with push on.
      return session.status === 'signed-in' && session.user.role === 'technician' ? <TechnicianGate>{page}</TechnicianGate> : page;
    }
  }
}
