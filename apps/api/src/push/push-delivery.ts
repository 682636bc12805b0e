import { Injectable, Logger } from '@nestjs/common';
import webPush from 'web-push';
import type { MessageLanguage, PushMessage, PushNotifyResult } from '@fixflow/contracts';
import { PushRepository, type StoredSubscription } from './push.repository.js';
import { ProviderEvents } from '../system-settings/provider-events.js';
import { type VapidDetails, VapidKeys } from './vapid-keys.js';

type Outcome = keyof PushNotifyResult;

/** How long a push service keeps a message for a phone that is offline; older news of an order is stale. */
const TTL_SECONDS = 24 * 3600;
/** A push service that does not answer in this time counts as failed; the sender is never held longer. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends Web Push messages to every subscription of some users. web-push encrypts the message
 * (aes128gcm, RFC 8291) and signs the VAPID header; the request itself goes out through fetch,
 * with a timeout, no redirects, and plain http allowed for the loopback push service of tests
 * (subscriptions are checked on the way in, see push-endpoint.ts). A push service answering 404
 * or 410 says the subscription is gone for good: its row is deleted.
 */
@Injectable()
export class PushDelivery {
  private readonly logger = new Logger(PushDelivery.name);

  constructor(
    private readonly subscriptions: PushRepository,
    private readonly vapid: VapidKeys,
    private readonly providers: ProviderEvents,
  ) {}

  /** `messageFor` writes the message in each subscription's own language. */
  async toUsers(userIds: string[], messageFor: (language: MessageLanguage) => PushMessage): Promise<PushNotifyResult> {
    const result: PushNotifyResult = { sent: 0, failed: 0, removed: 0 };
    if (!userIds.length) return result;
    const subscriptions = await this.subscriptions.subscriptionsOf(userIds);
    if (!subscriptions.length) return result;
    const vapid = await this.vapid.details();
    const outcomes = await Promise.all(subscriptions.map((subscription) => this.deliver(subscription, messageFor(subscription.language), vapid)));
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  /**
   * One message to one subscription, read afresh: the browser may have subscribed again with new
   * keys, or unsubscribed ('removed' then, with nothing to send), since the message was written.
   */
  async toEndpoint(endpoint: string, message: PushMessage): Promise<Outcome> {
    const subscription = await this.subscriptions.subscriptionAt(endpoint);
    if (!subscription) return 'removed';
    return this.deliver(subscription, message, await this.vapid.details());
  }

  private async deliver(subscription: StoredSubscription, message: PushMessage, vapid: VapidDetails): Promise<Outcome> {
    // The endpoint is a bearer capability: logs name only the push service.
    const service = new URL(subscription.endpoint).origin;
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'Content-Length').map(([name, value]) => [name, String(value)])),
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) {
        await this.providers.success('web_push', `message delivered to ${service}`);
        return 'sent';
      }
      if (response.status === 404 || response.status === 410) {
        await this.subscriptions.removeGone(subscription);
        return 'removed';
      }
      this.logger.warn(`Push service ${service} refused a message: HTTP ${response.status}`);
      await this.providers.failure('web_push', `${service} refused a message: HTTP ${response.status}`);
      return 'failed';
    } catch (error) {
      this.logger.warn(`Push service ${service} was not reached: ${error instanceof Error ? error.message : String(error)}`);
      await this.providers.failure('web_push', `${service} was not reached: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
  }
}
