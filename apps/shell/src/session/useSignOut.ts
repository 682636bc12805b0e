import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { browserPush, disablePush, type PushBrowser } from '../pwa/push-setup';
import type { HostSession } from './host-session';

let devicePush: PushBrowser | undefined;

/**
 * SPEC §2: Sign Out returns to /login; the API call's failure is only logged (by the session).
 * This device's push subscription goes first, while the session can still remove it.
 */
export function useSignOut(session: HostSession, push?: PushBrowser): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await disablePush(session.api, push ?? (devicePush ??= browserPush()));
    await session.auth.signOut();
    await navigate('/login');
  }, [session, push, navigate]);
}
