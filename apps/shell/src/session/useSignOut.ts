import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HostSession } from './host-session';

/** SPEC §2: Sign Out returns to /login; the API call's failure is only logged (by the session). */
export function useSignOut(session: HostSession): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await session.auth.signOut();
    await navigate('/login');
  }, [session, navigate]);
}
