import { typed, type ApiClient } from '@fixflow/api-client';
import type { PushSubscriptionRequest } from '@fixflow/contracts';
import type { PushBrowser } from './push-setup';

/*
 * Subscribing and unsubscribing this device (SPEC §4/§5): loaded by the Enable Notifications overlay
 * and by sign-out, not with every workspace (the gate itself only reads the state: push-setup.ts).
 */

/** SPEC §5: why enabling push failed; `other` carries whatever went wrong. */
export type PushSetupFailure = 'unsupported' | 'denied' | 'public-key' | 'other';

export class PushSetupError extends Error {
  override readonly name = 'PushSetupError';

  constructor(
    readonly failure: PushSetupFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The VAPID key as pushManager.subscribe wants it: base64url → bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function fetchPublicKey(api: ApiClient): Promise<string> {
  try {
    const { publicKey } = await typed(api).get('/push/public-key');
    if (typeof publicKey === 'string' && publicKey.length > 0) return publicKey;
  } catch {
    // Reported below as the public-key failure of SPEC §5, whatever the cause.
  }
  throw new PushSetupError('public-key', 'Could not get the public key for subscription');
}

/**
 * Enables push for the signed-in user (SPEC §4/§5): permission, the server's key, a fresh
 * subscription (any old one is dropped first), then the server keeps it. A subscription the
 * server refused is dropped again, so the browser never claims push the server cannot send.
 */
export async function enablePush(api: ApiClient, browser: PushBrowser): Promise<void> {
  if (browser.pushState() === 'unsupported') throw new PushSetupError('unsupported', 'Push notifications are not supported by this browser');
  // Asked first, straight from the click: Safari only prompts from a user gesture.
  const permission = await browser.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied', 'Notification permission denied');
  const publicKey = await fetchPublicKey(api);
  try {
    const registration = await browser.ready();
    const previous = await registration.pushManager.getSubscription();
    if (previous) await previous.unsubscribe();
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
    try {
      await typed(api).post('/push/subscriptions', { body: subscription.toJSON() as PushSubscriptionRequest });
    } catch (error) {
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
  } catch (error) {
    throw new PushSetupError('other', error instanceof Error ? error.message : String(error));
  }
}

/**
 * Sign-out on this device: the user's pushes must not reach whoever uses it next. The server
 * forgets the endpoint (while the session can still say whose it is) and the browser drops the
 * subscription; the next technician enables notifications for themself. Never blocks sign-out.
 */
export async function disablePush(api: ApiClient, browser: PushBrowser): Promise<void> {
  const subscription = await browser.currentSubscription().catch(() => null);
  if (!subscription) return;
  await api.request<void>('DELETE', '/push/subscriptions', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
