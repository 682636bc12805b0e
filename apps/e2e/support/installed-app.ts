import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the technician's gate (SPEC §4) reads from the browser, emulated before the page's own
 * scripts run. Headless Chromium is never an installed app, so `standalone` answers the
 * display-mode query as an app opened from the home screen would.
 */
export interface DeviceOptions {
  /** Opened as an installed app: `(display-mode: standalone)` matches. */
  standalone?: boolean;
  /** A browser without the Push API (PushManager removed). */
  withoutPush?: boolean;
  /** Continue was chosen before on this device: localStorage allow_without_push = 1. */
  allowWithoutPush?: boolean;
}

export async function emulateDevice(target: Page | BrowserContext, options: DeviceOptions): Promise<void> {
  await target.addInitScript(({ standalone, withoutPush, allowWithoutPush }) => {
    if (standalone) {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const list = matchMedia(query);
        if (!/display-mode:\s*standalone/.test(query)) return list;
        return Object.defineProperty(list, 'matches', { value: true });
      };
    }
    if (withoutPush) delete (window as { PushManager?: unknown }).PushManager;
    if (allowWithoutPush) window.localStorage.setItem('allow_without_push', '1');
  }, options);
}

/**
 * For specs about something else: the technician's phone is the installed app on a browser
 * without push, where Continue was chosen — the one way past the gate that needs no push service.
 */
export async function asInstalledApp(target: Page | BrowserContext): Promise<void> {
  await emulateDevice(target, { standalone: true, withoutPush: true, allowWithoutPush: true });
}

/**
 * Headless Chromium has no push service, so only that boundary is replaced: subscribe answers as
 * a push service would (an https endpoint, a fresh P-256 key and auth secret) and getSubscription
 * returns it. Everything else — permission, the service worker, the API — is real. The key the page
 * subscribed with is kept in window.__pushApplicationServerKey (base64url).
 */
export async function stubPushService(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    let current: PushSubscription | null = null;

    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      (window as { __pushApplicationServerKey?: string }).__pushApplicationServerKey = key instanceof Uint8Array ? base64url(key) : String(key);
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
      const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://push.e2e.fixflow.test/send/${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          if (current === subscription) current = null;
          return true;
        },
      } as unknown as PushSubscription;
      current = subscription;
      return subscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  });
}
