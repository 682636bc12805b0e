import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PushBrowser } from '../pwa/push-setup';
import type { HostSession } from './host-session';

/**
 * SPEC §2: Sign Out returns to /login; the API call's failure is only logged (by the session).
 * This device's push subscription goes first, while the session can still remove it (the push
 * code loads on sign-out: pages that never sign out, like /login, never download it).
 */
export function useSignOut(session: HostSession, push?: PushBrowser): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // A chunk that cannot load (offline, a new release) must not keep anyone signed in.
    const setup = await import('../pwa/push-setup').catch(() => null);
    if (setup) await setup.disablePush(session.api, push ?? setup.browserPush());
    await session.auth.signOut();
    await navigate('/login');
  }, [session, push, navigate]);
}
