import { useRole } from '@fixflow/shell-sdk';
import { remoteForRoute, type SignedInRoute } from '../routes/route-table';
import { SignInPrompt } from '../pages/SignInPrompt';
import { loadRemoteApp } from './registry';
import { RemoteWorkspace } from './RemoteWorkspace';

/**
 * A signed-in route: its remote comes from the route table, or from the
 * session's role for role-neutral routes. No role yet → the sign-in prompt.
 * (The role guard of SPEC §4 plugs in here with accounts.)
 */
export default function WorkspaceRoute({ route }: { route: SignedInRoute }) {
  const role = useRole();
  const remote = remoteForRoute(route, role);
  if (!remote) return <SignInPrompt />;
  return <RemoteWorkspace key={remote} remote={remote} routePath={route.path} load={loadRemoteApp} />;
}
