/** GET /api/push/public-key (SPEC.md §7 push-public-key): the VAPID key for pushManager.subscribe. */
export interface PushPublicKey {
  /** base64url, the uncompressed P-256 point (65 bytes) */
  publicKey: string;
}

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(), as it comes. */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** The answer of POST /api/push/subscriptions (201). */
export interface PushSubscriptionSaved {
  endpoint: string;
}

/** DELETE /api/push/subscriptions: forget one of the caller's own subscriptions. */
export interface DeletePushSubscriptionRequest {
  endpoint: string;
}

/**
 * POST /api/push/notify (SPEC.md §7 push-notify: "technicianIds plus extra fields"). Fields
 * beyond these travel to the service worker in the message's `data`.
 */
export interface PushNotifyRequest {
  technicianIds: string[];
  title: string;
  body: string;
  /** A path of this site the notification opens, e.g. /orders/<id>. */
  url?: string;
  [extra: string]: unknown;
}

/** What POST /api/push/notify did: delivered, refused or unreachable, and expired subscriptions deleted. */
export interface PushNotifyResult {
  sent: number;
  failed: number;
  removed: number;
}

/** The JSON a push carries (encrypted) to the service worker, which shows it as a notification. */
export interface PushMessage {
  title: string;
  body: string;
  url?: string;
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag?: string;
  data?: Record<string, unknown>;
}
