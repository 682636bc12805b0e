import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MessageLanguage } from '@fixflow/contracts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: MessageLanguage;
}

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * Push subscriptions and the stored VAPID key pair. Each call runs on its own fork: sends and key
 * loads also happen in the background, after the request that caused them has ended.
 */
@Injectable()
export class PushRepository {
  constructor(private readonly em: EntityManager) {}

  /** Upsert on the endpoint: a browser subscribed again, or by another user, keeps one row, now `userId`'s. */
  async saveSubscription(userId: string, subscription: StoredSubscription): Promise<void> {
    await this.em.execute(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, language) values (?, ?, ?, ?, ?, ?)
       on conflict (endpoint) do update
         set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language, updated_at = now()`,
      [crypto.randomUUID(), userId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.language],
    );
  }

  /** Another user's subscription is left alone. */
  async removeSubscription(userId: string, endpoint: string): Promise<void> {
    await this.em.execute('delete from push_subscriptions where endpoint = ? and user_id = ?', [endpoint, userId]);
  }

  subscriptionsOf(userIds: string[]): Promise<StoredSubscription[]> {
    return this.em.fork().execute<StoredSubscription[]>('select endpoint, p256dh, auth, language from push_subscriptions where user_id in (?)', [userIds]);
  }

  /** One subscription as it is now (null once unsubscribed): a job sends with its current keys. */
  async subscriptionAt(endpoint: string): Promise<StoredSubscription | null> {
    const [row] = await this.em
      .fork()
      .execute<StoredSubscription[]>('select endpoint, p256dh, auth, language from push_subscriptions where endpoint = ?', [endpoint]);
    return row ?? null;
  }

  /** A subscription its push service says is gone; with its keys, so a browser that subscribed again meanwhile keeps its fresh row. */
  async removeGone(subscription: StoredSubscription): Promise<void> {
    await this.em.fork().execute('delete from push_subscriptions where endpoint = ? and p256dh = ?', [subscription.endpoint, subscription.p256dh]);
  }

  async storedVapidKeys(): Promise<VapidKeyPair | null> {
    const [row] = await this.em.fork().execute<{ public_key: string; private_key: string }[]>('select public_key, private_key from push_vapid_keys where id = 1');
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
  }

  /** The first pair stored wins: a process racing another keeps the other's (read it back after). */
  async storeVapidKeys(keys: VapidKeyPair): Promise<void> {
    await this.em.fork().execute('insert into push_vapid_keys (id, public_key, private_key) values (1, ?, ?) on conflict (id) do nothing', [
      keys.publicKey,
      keys.privateKey,
    ]);
  }
}
