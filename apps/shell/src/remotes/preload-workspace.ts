import { matchPath } from 'react-router-dom';
import type { PagePreloadContext, Session } from '@fixflow/shell-sdk';
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
