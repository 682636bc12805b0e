import {
  createScratchDatabase,
  createScratchServer,
  type ScratchDatabase,
  type ScratchServer,
} from '../../../../tools/db/scratch-database.mjs';

const options = () => ({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'fixflow_test' });

/**
 * A fresh, empty PostgreSQL database for one test file; call `drop()` in afterAll.
 * TEST_DATABASE_URL (an admin URL) → a uniquely named database on that server, dropped after;
 * unset → a throwaway embedded PostgreSQL in a temp folder on a free port, stopped after.
 */
export function createTestDatabase(): Promise<ScratchDatabase> {
  return createScratchDatabase(options());
}

/**
 * For files that need a fresh database per test: one server for the file (TEST_DATABASE_URL
 * or an embedded one), `createDatabase()` per test, `stop()` in afterAll.
 */
export function createTestServer(): Promise<ScratchServer> {
  return createScratchServer(options());
}
