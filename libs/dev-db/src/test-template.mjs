// One PostgreSQL per test run and one migrated TEMPLATE database on it, so each test file gets its
// own database by `create database … template …` (a file copy, ~50 ms) instead of its own server
// (initdb + start, seconds) or its own run of every migration.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded.mjs';
import { freePort } from './free-port.mjs';
import { adminUrlOf, dropDatabase, ensureDatabase, withDatabase } from './postgres-admin.mjs';

/** Runs on one server share it (several worktrees' runs on 127.0.0.1:5432): every name is unique. */
function uniqueName(prefix) {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** Templates a killed run never dropped: their names carry their creation time (base 36 ms). */
async function dropStaleTemplates(adminUrl, prefix, olderThanMs) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let stale;
  try {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [`${prefix}\\_%`]);
    stale = rows
      .map((row) => row.datname)
      .filter((name) => Date.now() - parseInt(name.slice(prefix.length + 1).split('_')[0], 36) > olderThanMs);
  } finally {
    await client.end();
  }
  for (const name of stale) await dropDatabase(adminUrl, name);
}

/**
 * Starts the run's server — the one `adminUrl` names, else one embedded PostgreSQL in a temp
 * folder — and creates a uniquely named template database that `migrate(url)` fills. `migrate`
 * must close its connections: PostgreSQL refuses to copy a database someone is connected to.
 */
export async function startTestTemplate({ adminUrl, prefix = 'fixflow_tpl', migrate }) {
  let server;
  let dataDir;
  if (adminUrl) {
    adminUrl = adminUrlOf(adminUrl);
    await dropStaleTemplates(adminUrl, prefix, 6 * 60 * 60 * 1000);
  } else {
    dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: prefix });
    adminUrl = server.adminUrl;
  }
  const template = uniqueName(prefix);
  const stop = async () => {
    if (server) {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    } else {
      await dropDatabase(adminUrl, template);
    }
  };
  try {
    await ensureDatabase(adminUrl, template);
    await migrate(withDatabase(adminUrl, template));
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrl, template, stop };
}

/** A new database copied from `template`; `drop()` removes it. */
export async function cloneTemplate({ adminUrl, template, prefix = 'fixflow_test' }) {
  const name = uniqueName(prefix);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`);
  } finally {
    await client.end();
  }
  return {
    databaseUrl: withDatabase(adminUrl, name),
    drop: () => dropDatabase(adminUrl, name),
  };
}
