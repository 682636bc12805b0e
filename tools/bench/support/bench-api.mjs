// The built API (apps/api/dist/main.js) on a throwaway PostgreSQL — TEST_DATABASE_URL as an admin
// URL, else an embedded one — seeded with the demo accounts, the way the benches measure it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startApiProcess } from '@fixflow/dev-db/api-process';
import { createScratchDatabase } from '@fixflow/dev-db/scratch-database';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const API_DIST = join(REPO_ROOT, 'apps/api/dist');

/** Stops the bench when a file of the API build is missing. */
export function requireApiBuild(files = [join(API_DIST, 'main.js')]) {
  for (const file of files) {
    if (!existsSync(file)) {
      process.stderr.write(`${file} is missing: build the API first (npx nx run api:build)\n`);
      process.exit(1);
    }
  }
}

/**
 * One API process (`main`, by default the build's main.js; dev-db's startApiProcess) in production
 * mode on `databaseUrl`, with logging at warn and the sign-in rate limits lifted (the benches
 * measure latency, not the limiter's refusals); its stderr is shown as it comes. `env` adds
 * settings (a bench's own, such as TWILIO_AUTH_TOKEN or REDIS_URL); `jwtSecret` is shared by the
 * processes of one platform. Answers its base URL, its process id and `stop()`. `seed` (the demo
 * accounts) belongs to the first process on a database.
 */
export async function spawnApi({ databaseUrl, env = {}, main, jwtSecret = randomBytes(32).toString('base64url'), seed = true, readyTimeoutMs = 120_000, nodeArgs = [] }) {
  const api = await startApiProcess({
    main,
    nodeArgs,
    readyTimeoutMs,
    echoStderr: true,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      SEED_DEMO: seed ? '1' : '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(REPO_ROOT, '.data/bench-no-web'),
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000000',
      ...env,
    },
  });
  return { base: api.url, pid: api.pid(), stop: api.stop };
}

/**
 * Starts the API (spawnApi) on a scratch database seeded with the demo accounts. `main` runs
 * another build of it (a saved one, to compare). Answers its base URL, its process id (for a
 * bench that reads its memory), its database and `stop()`, which ends both.
 */
export async function startBenchApi({ readyTimeoutMs = 120_000, env = {}, main, nodeArgs } = {}) {
  const db = await createScratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'fixflow_bench' });
  let api;
  try {
    api = await spawnApi({ databaseUrl: db.databaseUrl, env, main, readyTimeoutMs, nodeArgs });
  } catch (error) {
    await db.drop();
    throw error;
  }
  const stop = async () => {
    await api.stop();
    await db.drop();
  };
  return { base: api.base, pid: api.pid, db, stop };
}
