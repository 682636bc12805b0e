import pg from 'pg';
import { databaseUrl } from './notifications';

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/** The rows of SPEC §3 push_subscriptions the API stored for a user, newest first. */
export async function pushSubscriptionsOf(userId: string): Promise<StoredPushSubscription[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<StoredPushSubscription>(
      'select endpoint, p256dh, auth, language from push_subscriptions where user_id = $1 order by updated_at desc',
      [userId],
    );
    return rows;
  } finally {
    await client.end();
  }
}
