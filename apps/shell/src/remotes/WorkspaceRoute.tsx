import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@fixflow/shell-sdk';
import { WorkspaceLayout } from '../layout/sidebar/WorkspaceLayout';
import { GuardLoading } from '../pages/access/GuardLoading';
import { TechnicianGate } from '../pwa/TechnicianGate';
import { guardRoute } from '../routes/guard';
import type { SignedInRoute } from '../routes/route-table';
import { loadRemoteApp } from './registry';
import { RemoteWorkspace } from './RemoteWorkspace';

/** A guard refusal (antd Result, Space…) that loads only when drawn, not with every workspace. */
function lazyRefusal<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function Refusal(props: P) {
    return (
      <Suspense fallback={<GuardLoading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

const AccessDeniedPage = lazyRefusal(async () => (await import('../pages/access/AccessDeniedPage')).AccessDeniedPage);
const AccountNotActivatedPage = lazyRefusal(async () => (await import('../pages/access/AccountNotActivatedPage')).AccountNotActivatedPage);
const ProfileFailedPage = lazyRefusal(async () => (await import('../pages/access/ProfileFailedPage')).ProfileFailedPage);
const SignInPrompt = lazyRefusal(async () => (await import('../pages/SignInPrompt')).SignInPrompt);

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
      // Refused, but still signed in: the menus stay, so the way on is one click (no remote loads).
      return session.status === 'signed-in' ? (
        <WorkspaceLayout remote={session.user.role}>
          <AccessDeniedPage />
        </WorkspaceLayout>
      ) : (
        <AccessDeniedPage />
      );
    case 'not-activated':
      return <AccountNotActivatedPage status={outcome.status} />;
    case 'profile-failed':
      return <ProfileFailedPage error={outcome.error} />;
    case 'page': {
      // The host draws the layout and its menus itself: they stay usable while the remote loads or is down.
      const page = (
        <WorkspaceLayout remote={outcome.remote}>
          <RemoteWorkspace key={outcome.remote} remote={outcome.remote} routePath={route.path} load={load} />
        </WorkspaceLayout>
      );
      // SPEC §4: a technician works from the installed app with push on.
      return session.status === 'signed-in' && session.user.role === 'technician' ? <TechnicianGate>{page}</TechnicianGate> : page;
    }
  }
}
