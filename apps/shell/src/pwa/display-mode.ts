import { useSyncExternalStore } from 'react';

/** SPEC §4: "installed as a standalone app" is what the browser says about this window. */
export const STANDALONE_QUERY = '(display-mode: standalone)';

/** True in an installed app's own window (iOS Safari reports it as navigator.standalone). */
export function isStandalone(win: Window = window): boolean {
  const ios = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || (win.matchMedia?.(STANDALONE_QUERY).matches ?? false);
}

/** Calls `listener` when the window enters or leaves standalone display. */
export function onDisplayModeChange(listener: () => void, win: Window = window): () => void {
  const query = win.matchMedia?.(STANDALONE_QUERY);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** Re-renders when the display mode changes (the app was just installed and opened). */
export function useStandalone(): boolean {
  return useSyncExternalStore(onDisplayModeChange, () => isStandalone(), () => false);
}
