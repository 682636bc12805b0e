import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a desktop sidebar is on screen. The header (outside the workspace tree) then
 * leaves the name and Sign Out to the sidebar instead of showing them twice.
 */
let shown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown > 0, () => false);
}

/** Called by the layout while its desktop sidebar is rendered. */
export function useAnnounceSidebar(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    shown += 1;
    notify();
    return () => {
      shown -= 1;
      notify();
    };
  }, [active]);
}
