// The built API (apps/api/dist/main.js) on a throwaway PostgreSQL — TEST_DATABASE_URL as an admin
// URL, else an embedded one — seeded with the demo accounts, the way the benches measure it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '@fixflow/dev-db/free-port';
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

async function waitUntilReady(base, api, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited (code ${api.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`the API was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API in production mode with logging at warn and the sign-in rate limits lifted (the
 * benches measure latency, not the limiter's refusals). `env` adds settings (a bench's own, such as
 * TWILIO_AUTH_TOKEN). Answers its base URL, its process id (for a bench that reads its memory),
 * its database and `stop()`, which ends both.
 */
export async function startBenchApi({ readyTimeoutMs = 120_000, env = {} } = {}) {
  const db = await createScratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'fixflow_bench' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [join(API_DIST, 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATABASE_URL: db.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(REPO_ROOT, '.data/bench-no-web'),
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000000',
      ...env,
    },
  });
  const stop = async () => {
    api.kill('SIGTERM');
    await new Promise((resolveExit) => (api.exitCode !== null ? resolveExit() : api.once('exit', resolveExit)));
    await db.drop();
  };
  try {
    await waitUntilReady(base, api, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: api.pid, db, stop };
}
