import { useSyncExternalStore } from 'react';

/** SPEC §2: below 768px the sidebar becomes a drawer (and technicians get the tab bar). */
export const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const matches = () => window.matchMedia?.(MOBILE_QUERY).matches ?? false;

export function useMobile(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}
