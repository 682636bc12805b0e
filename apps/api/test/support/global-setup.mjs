// Jest globalSetup: one PostgreSQL for the whole run (TEST_DATABASE_URL's server, else one
// embedded server) and one migrated template on it; createTestDatabase() copies it per file.
// Workers inherit the two variables set here.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startTestTemplate } from '@fixflow/dev-db/test-template';

const apiRoot = path.resolve(import.meta.dirname, '../..');

export default async function globalSetup() {
  const started = performance.now();
  const run = await startTestTemplate({
    adminUrl: process.env.TEST_DATABASE_URL,
    migrate: async (databaseUrl) => {
      execFileSync(
        process.execPath,
        ['--conditions=source', '--import', '@swc-node/register/esm-register', 'test/support/migrate-template.ts', databaseUrl],
        { cwd: apiRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
      );
    },
  });
  globalThis.fixflowTestTemplate = run;
  process.env.TEST_DATABASE_URL = run.adminUrl;
  process.env.FIXFLOW_TEST_TEMPLATE = run.template;
  if (process.env.CI) console.log(`\ntemplate database ${run.template} migrated in ${Math.round(performance.now() - started)} ms`);
}
