import { createScratchDatabase, type ScratchDatabase } from '../../../../tools/db/scratch-database.mjs';

/**
 * A fresh, empty PostgreSQL database for one test file; call `drop()` in afterAll.
 * TEST_DATABASE_URL (an admin URL) → a uniquely named database on that server, dropped after;
 * unset → a throwaway embedded PostgreSQL in a temp folder on a free port, stopped after.
 */
export function createTestDatabase(): Promise<ScratchDatabase> {
  return createScratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'fixflow_test' });
}
