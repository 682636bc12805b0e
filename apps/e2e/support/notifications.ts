import pg from 'pg';

/**
 * The database `npm start` runs on for this suite (playwright.config.ts: embedded PostgreSQL
 * on E2E_PORT + 51200; E2E_DATABASE_URL when the server was started another way).
 */
export function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const port = Number(process.env.E2E_PORT ?? 3210) + 51200;
  return `postgres://postgres:fixflow@127.0.0.1:${port}/fixflow`;
}

/**
 * Unread notifications for a user, written straight into the table: filling it from real
 * incoming SMS belongs to a later issue, and the badge must be tested against the real API.
 */
export async function insertNotifications(userId: string, type: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    for (let index = 0; index < count; index += 1) {
      await client.query('insert into notifications (id, user_id, type, data) values (gen_random_uuid(), $1, $2, $3)', [userId, type, { seeded: index }]);
    }
  } finally {
    await client.end();
  }
}

export async function clearNotifications(userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('delete from notifications where user_id = $1', [userId]);
  } finally {
    await client.end();
  }
}
