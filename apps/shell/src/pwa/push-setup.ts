import { isPhoneWidth, isStandalone, onDisplayModeChange } from './display-mode';

/** SPEC §4 push states: the browser's notification permission, or no push at all. */
export type PushState = 'unsupported' | NotificationPermission;

/** What the gate asks of the browser; tests hand in their own. */
export interface PushBrowser {
  isStandalone(): boolean;
  /** Below 768px: where SPEC §4's gating applies. */
  isPhoneWidth(): boolean;
  onDisplayModeChange(listener: () => void): () => void;
  pushState(): PushState;
  requestPermission(): Promise<NotificationPermission>;
  /** The subscription of the worker registered now; null without one (never waits for a worker). */
  currentSubscription(): Promise<PushSubscription | null>;
  /** The registration once its worker is active (navigator.serviceWorker.ready). */
  ready(): Promise<ServiceWorkerRegistration>;
}

/** A worker that never becomes active (it failed to install) must not leave the button spinning. */
const READY_TIMEOUT_MS = 15_000;

export function browserPush(win: Window & typeof globalThis = window): PushBrowser {
  const supported = () => 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  return {
    isStandalone: () => isStandalone(win),
    isPhoneWidth: () => isPhoneWidth(win),
    onDisplayModeChange: (listener) => onDisplayModeChange(listener, win),
    pushState: () => (supported() ? win.Notification.permission : 'unsupported'),
    requestPermission: () => win.Notification.requestPermission(),
    async currentSubscription() {
      if (!supported()) return null;
      const registration = await win.navigator.serviceWorker.getRegistration('/');
      return (await registration?.pushManager.getSubscription()) ?? null;
    },
    ready: () =>
      new Promise((resolve, reject) => {
        const timer = win.setTimeout(() => reject(new Error('The service worker did not start')), READY_TIMEOUT_MS);
        win.navigator.serviceWorker.ready.then(
          (registration) => {
            win.clearTimeout(timer);
            resolve(registration);
          },
          (error: unknown) => {
            win.clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  };
}

/** SPEC §4 "push enabled": permission granted and a live subscription in the worker's pushManager. */
export async function isPushEnabled(browser: PushBrowser): Promise<boolean> {
  if (browser.pushState() !== 'granted') return false;
  return (await browser.currentSubscription()) !== null;
}
