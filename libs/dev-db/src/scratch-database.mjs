import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded.mjs';
import { freePort } from './free-port.mjs';
import { adminUrlOf, dropDatabase, ensureDatabase, withDatabase } from './postgres-admin.mjs';

/**
 * A PostgreSQL server to make brand-new empty databases on, for tests and schema checks.
 * With `adminUrl` (a URL to a server we may CREATE DATABASE on) it is that server; without,
 * a throwaway embedded PostgreSQL in a temp folder on a free port, removed by `stop()`.
 */
export async function createScratchServer({ adminUrl, prefix = 'fixflow_scratch' } = {}) {
  let server;
  let dataDir;
  let maintenanceUrl;
  if (adminUrl) {
    maintenanceUrl = adminUrlOf(adminUrl);
  } else {
    dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: prefix });
    maintenanceUrl = server.adminUrl;
  }
  const created = new Set();

  return {
    server,
    /** A uniquely named empty database; `drop()` removes it. */
    async createDatabase() {
      const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      await ensureDatabase(maintenanceUrl, name);
      created.add(name);
      return {
        databaseUrl: withDatabase(maintenanceUrl, name),
        drop: async () => {
          created.delete(name);
          await dropDatabase(maintenanceUrl, name);
        },
      };
    },
    /** Drops what is left and stops the embedded server, if it is ours. */
    async stop() {
      if (server) {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
        return;
      }
      for (const name of created) await dropDatabase(maintenanceUrl, name);
      created.clear();
    },
  };
}

/** One fresh database on a scratch server; `drop()` removes both. */
export async function createScratchDatabase(options = {}) {
  const scratch = await createScratchServer(options);
  try {
    const database = await scratch.createDatabase();
    return {
      databaseUrl: database.databaseUrl,
      server: scratch.server,
      drop: async () => {
        if (!scratch.server) await database.drop();
        await scratch.stop();
      },
    };
  } catch (error) {
    await scratch.stop();
    throw error;
  }
}
