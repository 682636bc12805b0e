import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the signed-in workspace draws, told to the header (which sits outside the workspace tree):
 * - a desktop sidebar is on screen → the header leaves the name and Sign Out to it;
 * - a phone drawer can be opened → the header carries its menu button, so a phone keeps one
 *   header row instead of a header plus a bar holding only that button.
 */
export interface DrawerControl {
  open: boolean;
  toggle: () => void;
}

let sidebars = 0;
let drawer: DrawerControl | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarShown(): boolean {
  return useSyncExternalStore(subscribe, () => sidebars > 0, () => false);
}

/** The phone drawer's menu button state, or null when no drawer can be opened. */
export function useDrawerControl(): DrawerControl | null {
  return useSyncExternalStore(subscribe, () => drawer, () => null);
}

/** Called by the layout while its desktop sidebar is rendered. */
export function useAnnounceSidebar(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    sidebars += 1;
    notify();
    return () => {
      sidebars -= 1;
      notify();
    };
  }, [active]);
}

/** Called by the layout while a phone drawer can be opened; null when it cannot. */
export function useAnnounceDrawer(control: DrawerControl | null): void {
  const open = control?.open ?? false;
  const toggle = control?.toggle;
  useEffect(() => {
    if (!toggle) return;
    const mine: DrawerControl = { open, toggle };
    drawer = mine;
    notify();
    return () => {
      if (drawer !== mine) return;
      drawer = null;
      notify();
    };
  }, [open, toggle]);
}
