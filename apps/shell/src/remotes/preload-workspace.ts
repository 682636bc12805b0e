import { matchPath } from 'react-router-dom';
import type { UserProfile } from '@fixflow/contracts';
import type { PagePreloadContext, Session, SessionStore } from '@fixflow/shell-sdk';
import { ROUTES } from '../routes/route-table';
import { preloadRemoteApp } from './registry';

/**
 * A reload of a signed-in page: the stored session names the role, so its remote (and the page's
 * chunk) can start downloading now, alongside /api/me and antd, instead of after them. The guard
 * still decides what is drawn; a wrong guess only costs a download the user would make anyway.
 */
export function preloadWorkspace(session: Session, pathname: string, context: PagePreloadContext): void {
  if (session.status !== 'signed-in') return;
  const route = ROUTES.find((candidate) => candidate.access === 'signed-in' && matchPath(candidate.path, pathname));
  if (!route || route.access !== 'signed-in') return;
  const { role } = session.user;
  if (route.roles && !route.roles.includes(role)) return;
  preloadRemoteApp(role, { routePath: route.path, context });
}

/**
 * A preload's `profile()`: the profile as soon as the session has one (GET /api/me answered, or
 * the copy stored on this device when offline); null once it failed or the user signed out.
 */
export function profileOnceLoaded(store: Pick<SessionStore, 'getSnapshot' | 'subscribe'>): Promise<UserProfile | null> {
  return new Promise((resolve) => {
    const settled = () => {
      const session = store.getSnapshot();
      const profile = session.status === 'signed-in' ? session.profile : null;
      if (session.status === 'loading' || profile?.status === 'loading') return false;
      resolve(profile?.status === 'loaded' ? profile.profile : null);
      return true;
    };
    if (settled()) return;
    const stop = store.subscribe(() => {
      if (settled()) stop();
    });
  });
}
