import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PushBrowser } from '../pwa/push-setup';
import type { HostSession } from './host-session';

/**
 * SPEC §2: Sign Out returns to /login, after this device's clean-up (sign-out.ts, loaded then:
 * pages that never sign out, like /login, never download it). A chunk that cannot load (offline,
 * a new release) must not keep anyone signed in: the session is closed without it.
 */
export function useSignOut(session: HostSession, push?: PushBrowser): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const here = await import('./sign-out').catch(() => null);
    await (here ? here.signOutHere(session, push) : session.auth.signOut());
    await navigate('/login');
  }, [session, push, navigate]);
}
