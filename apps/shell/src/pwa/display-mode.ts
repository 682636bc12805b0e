import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../layout/sidebar/useMobile';

/** SPEC §4: "installed as a standalone app" is what the browser says about this window. */
export const STANDALONE_QUERY = '(display-mode: standalone)';

/** True in an installed app's own window (iOS Safari reports it as navigator.standalone). */
export function isStandalone(win: Window = window): boolean {
  const ios = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || (win.matchMedia?.(STANDALONE_QUERY).matches ?? false);
}

/** SPEC §4's gating is "Technician *mobile* gating": below 768px, as the layout's phone width. */
export function isPhoneWidth(win: Window = window): boolean {
  return win.matchMedia?.(MOBILE_QUERY).matches ?? false;
}

/** Calls `listener` when the window enters or leaves standalone display, or crosses the phone width. */
export function onDisplayModeChange(listener: () => void, win: Window = window): () => void {
  const queries = [win.matchMedia?.(STANDALONE_QUERY), win.matchMedia?.(MOBILE_QUERY)];
  queries.forEach((query) => query?.addEventListener?.('change', listener));
  return () => queries.forEach((query) => query?.removeEventListener?.('change', listener));
}

/** Re-renders when the display mode changes (the app was just installed and opened). */
export function useStandalone(): boolean {
  return useSyncExternalStore(onDisplayModeChange, () => isStandalone(), () => false);
}
