import { useCallback, useEffect, useState } from 'react';

/** SPEC §2 / §9: the sidebar's open state lives in this cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** `true` = expanded; an absent or unreadable cookie means expanded. */
export function readSidebarCookie(cookie: string): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Ctrl+b, or Cmd+b on macOS — the platform's own modifier, as editors do. */
export function isToggleShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>, mac: boolean): boolean {
  if (event.key.toLowerCase() !== 'b' || event.altKey || event.shiftKey) return false;
  return mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/**
 * Expanded/collapsed, remembered in the cookie and toggled by the shortcut.
 * On phones the same shortcut opens the drawer instead (`onMobileToggle`).
 */
export function useSidebarState(mobile: boolean, onMobileToggle: () => void): { open: boolean; setOpen(open: boolean): void } {
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie));
  const setOpen = useCallback((next: boolean) => {
    document.cookie = sidebarCookie(next);
    setOpenState(next);
  }, []);

  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event, mac)) return;
      event.preventDefault();
      if (mobile) onMobileToggle();
      else setOpen(!readSidebarCookie(document.cookie));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mobile, onMobileToggle, setOpen]);

  return { open, setOpen };
}
