import type { PushBrowser } from '../pwa/push-setup';
import type { HostSession } from './host-session';

/**
 * What signing out does on this device (SPEC §2), loaded when someone signs out, so no first load
 * carries it. This device's push subscription goes first, while the session can still remove it; a
 * technician's offline copy of their orders (issue 19) is deleted before /login shows. The API
 * call's failure is only logged (by the session); a chunk that cannot load is skipped.
 */
export async function signOutHere(session: HostSession, push?: PushBrowser): Promise<void> {
  const setup = await Promise.all([import('../pwa/push-setup'), import('../pwa/push-subscription')]).catch(() => null);
  if (setup) await setup[1].disablePush(session.api, push ?? setup[0].browserPush());
  // Only a technician has one (offline-cache-policy's owner).
  const before = session.auth.getSnapshot();
  const technician = before.status === 'signed-in' && before.user.role === 'technician';
  await session.auth.signOut();
  if (technician) await import('../offline/offline-cache').then(({ clearOfflineCache }) => clearOfflineCache()).catch((error: unknown) => console.warn('The offline copy could not be deleted', error));
}
