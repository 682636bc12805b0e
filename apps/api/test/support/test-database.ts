import {
  createScratchDatabase,
  createScratchServer,
  type ScratchDatabase,
  type ScratchServer,
} from '@fixflow/dev-db/scratch-database';
import { cloneTemplate } from '@fixflow/dev-db/test-template';

export type { ScratchDatabase, ScratchServer };

const options = () => ({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'fixflow_test' });

/**
 * A database of its own for one test file, already migrated (the app's migrations at init find
 * nothing to do; its seed still runs); call `drop()` in afterAll. Copied from the run's template
 * (test/support/global-setup.mjs); without one, an empty database on TEST_DATABASE_URL's server
 * or on a throwaway embedded PostgreSQL.
 */
export function createTestDatabase(): Promise<ScratchDatabase> {
  const template = process.env.FIXFLOW_TEST_TEMPLATE;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (template && adminUrl) return cloneTemplate({ adminUrl, template });
  return createScratchDatabase(options());
}

/**
 * For files that need a fresh, empty database per test (migration tests): one server for the
 * file (the run's, TEST_DATABASE_URL, or an embedded one), `createDatabase()` per test, `stop()` in afterAll.
 */
export function createTestServer(): Promise<ScratchServer> {
  return createScratchServer(options());
}
