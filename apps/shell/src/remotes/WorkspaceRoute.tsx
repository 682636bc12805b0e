import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@fixflow/shell-sdk';
import { GuardLoading } from '../pages/access/GuardLoading';
import { TechnicianGate } from '../pwa/TechnicianGate';
import { guardRoute } from '../routes/guard';
import type { SignedInRoute } from '../routes/route-table';
import { loadRemoteApp } from './registry';
import { RemoteWorkspace } from './RemoteWorkspace';

// The guard's refusals (antd Result, Space…) load only when one is drawn, not with every workspace.
const AccessDeniedPage = lazy(async () => ({ default: (await import('../pages/access/AccessDeniedPage')).AccessDeniedPage }));
const AccountNotActivatedPage = lazy(async () => ({ default: (await import('../pages/access/AccountNotActivatedPage')).AccountNotActivatedPage }));
const ProfileFailedPage = lazy(async () => ({ default: (await import('../pages/access/ProfileFailedPage')).ProfileFailedPage }));
const SignInPrompt = lazy(async () => ({ default: (await import('../pages/SignInPrompt')).SignInPrompt }));

const Refusal = ({ children }: { children: ReactNode }) => <Suspense fallback={<GuardLoading />}>{children}</Suspense>;

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
      return (
        <Refusal>
          <SignInPrompt />
        </Refusal>
      );
    case 'access-denied':
      return (
        <Refusal>
          <AccessDeniedPage />
        </Refusal>
      );
    case 'not-activated':
      return (
        <Refusal>
          <AccountNotActivatedPage status={outcome.status} />
        </Refusal>
      );
    case 'profile-failed':
      return (
        <Refusal>
          <ProfileFailedPage error={outcome.error} />
        </Refusal>
      );
    case 'page': {
      const page = <RemoteWorkspace key={outcome.remote} remote={outcome.remote} routePath={route.path} load={load} />;
      // SPEC §4: a technician works from the installed app with push on.
      return session.status === 'signed-in' && session.user.role === 'technician' ? <TechnicianGate>{page}</TechnicianGate> : page;
    }
  }
}
