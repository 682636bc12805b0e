import pg from 'pg';

/** `postgres://…/fixflow` → the same server's maintenance database, for CREATE/DROP DATABASE. */
export function adminUrlOf(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** The URL of another database on the same server. */
export function withDatabase(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database unless it exists. Returns true when it was created. */
export async function ensureDatabase(adminUrl, name) {
  return withClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      // Another process created it between our check and our CREATE.
      if (error && typeof error === 'object' && 'code' in error && error.code === '42P04') return false;
      throw error;
    }
  });
}

/** Drops the database, disconnecting whoever is still on it. */
export async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
  );
}
