import type { RemoteName } from '@fixflow/contracts';
import type { Session } from '@fixflow/shell-sdk';
import type { SignedInRoute } from './route-table';

/** What a signed-in route shows, in the order of SPEC §4 "Route guard". */
export type GuardOutcome =
  | { kind: 'loading' }
  | { kind: 'sign-in' }
  | { kind: 'sign-in-prompt' }
  | { kind: 'access-denied' }
  | { kind: 'not-activated'; status: string }
  | { kind: 'profile-failed'; error: Error }
  | { kind: 'page'; remote: RemoteName };

/**
 * 1 loading → spinner; 2 signed out → /login; 3 role not allowed → Access Denied;
 * 4 vendor not active → Account Not Activated; 5 the page, always from the signed-in
 * role's own remote (role and remote names are the same three words), so a user
 * downloads no other role's code.
 */
export function guardRoute(route: SignedInRoute, session: Session): GuardOutcome {
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'signed-out') return { kind: route.unguarded ? 'sign-in-prompt' : 'sign-in' };
  // SPEC §2: /financial-settlements has no guard wrapper: no role or status check.
  if (route.unguarded) return { kind: 'page', remote: session.user.role };
  const { profile } = session;
  switch (profile.status) {
    case 'loading':
      return { kind: 'loading' };
    case 'failed':
      return { kind: 'profile-failed', error: profile.error };
    case 'loaded': {
      const { role, status } = profile.profile;
      if (route.roles && !route.roles.includes(role)) return { kind: 'access-denied' };
      if (role === 'vendor' && status !== 'active') return { kind: 'not-activated', status };
      return { kind: 'page', remote: role };
    }
  }
}
