import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded.mjs';
import { freePort } from './free-port.mjs';
import { adminUrlOf, dropDatabase, ensureDatabase, withDatabase } from './postgres-admin.mjs';

/**
 * A brand-new empty database for a test file or a schema check, removed by `drop()`.
 * With `adminUrl` (a URL to any database of a server we may CREATE DATABASE on) it is a uniquely
 * named database there; without, a throwaway embedded PostgreSQL in a temp folder on a free port.
 */
export async function createScratchDatabase({ adminUrl, prefix = 'fixflow_scratch' } = {}) {
  if (adminUrl) {
    const maintenance = adminUrlOf(adminUrl);
    const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await ensureDatabase(maintenance, name);
    return {
      databaseUrl: withDatabase(adminUrl, name),
      drop: () => dropDatabase(maintenance, name),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: prefix });
  return {
    databaseUrl: server.databaseUrl,
    server,
    drop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
