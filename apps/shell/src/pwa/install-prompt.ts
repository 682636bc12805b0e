import { isIos } from '@fixflow/ui/device';

/** Chromium's install offer (not in the DOM typings): kept until the user asks to install. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * How this browser installs the app: its own prompt (Android, desktop Chromium, once it
 * offered one), Share → Add to Home Screen (iOS), or by hand through the browser's menu.
 */
export type InstallRoute = 'prompt' | 'ios' | 'manual';

export interface InstallSnapshot {
  route: InstallRoute;
  /** `appinstalled` fired in this page. */
  installed: boolean;
}

export interface InstallPrompts {
  getSnapshot(): InstallSnapshot;
  subscribe(listener: () => void): () => void;
  /** Shows the browser's prompt; 'unavailable' when it offered none (or it was used already). */
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
  /** Called once per `appinstalled`. */
  onInstalled(listener: () => void): () => void;
}

/**
 * Listens from the start of the page: `beforeinstallprompt` may fire before any React
 * component that offers installation is on screen.
 */
export function createInstallPrompts(win: Window = window): InstallPrompts {
  let offer: BeforeInstallPromptEvent | null = null;
  let snapshot: InstallSnapshot = { route: isIos(win.navigator) ? 'ios' : 'manual', installed: false };
  const listeners = new Set<() => void>();
  const installedListeners = new Set<() => void>();
  const update = (next: Partial<InstallSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };
  const routeWithoutOffer = (): InstallRoute => (isIos(win.navigator) ? 'ios' : 'manual');

  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away: the app offers installation where it fits.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    update({ route: 'prompt' });
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    update({ installed: true, route: routeWithoutOffer() });
    installedListeners.forEach((listener) => listener());
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async install() {
      const pending = offer;
      if (!pending) return 'unavailable';
      // A prompt can be shown once; the browser fires beforeinstallprompt again if it may offer another.
      offer = null;
      update({ route: routeWithoutOffer() });
      await pending.prompt();
      return (await pending.userChoice).outcome;
    },
    onInstalled(listener) {
      installedListeners.add(listener);
      return () => void installedListeners.delete(listener);
    },
  };
}

let pageInstallPrompts: InstallPrompts | null = null;

/** The page's one listener, started by bootstrap.tsx before the first render. */
export function installPrompts(): InstallPrompts {
  pageInstallPrompts ??= createInstallPrompts(window);
  return pageInstallPrompts;
}
