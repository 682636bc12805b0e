// Login and refresh latency through the running API, beside a bare argon2id verify in the same run.
//   node tools/bench/auth.bench.mjs [--logins N] [--refreshes N]
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) on a throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one), seeded with the demo
// accounts, then measures sequential requests so each figure is one request's own latency.
// Login is dominated by argon2id (OWASP m=19 MiB, t=2, p=1) on purpose: the ratio shows what the
// HTTP stack, the rate limiter and the session writes add on top of it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { freePort } from '../db/free-port.mjs';
import { createScratchDatabase } from '../db/scratch-database.mjs';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const API_MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');
const { values } = parseArgs({ options: { logins: { type: 'string', default: '200' }, refreshes: { type: 'string', default: '500' } } });
const LOGINS = Number(values.logins);
const REFRESHES = Number(values.refreshes);
const DEMO = { email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' };
// The parameters of apps/api/src/auth/password-hasher.ts.
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
}
const ms = (value) => `${value.toFixed(1)} ms`;

async function timed(fn, count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

async function waitUntilReady(base, api) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited (code ${api.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error('the API was not ready within 60 s');
}

async function post(base, path, body) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

if (!existsSync(API_MAIN)) {
  process.stderr.write('apps/api/dist/main.js is missing: build the API first (npx nx run api:build)\n');
  process.exit(1);
}

const db = await createScratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'fixflow_bench' });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, [API_MAIN], {
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
    // The bench measures latency, not the limiter's refusals.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000000',
  },
});

try {
  await waitUntilReady(base, api);
  const hash = await argon2.hash(DEMO.password, ARGON2);

  // Warm-up: JIT, connection pool, the password dictionaries.
  await timed(() => post(base, '/api/auth/login', DEMO), 10);
  await timed(() => argon2.verify(hash, DEMO.password), 10);

  const argon = summary(await timed(() => argon2.verify(hash, DEMO.password), LOGINS));
  const login = summary(await timed(() => post(base, '/api/auth/login', DEMO), LOGINS));
  let token = (await post(base, '/api/auth/login', DEMO)).refresh_token;
  const refresh = summary(
    await timed(async () => {
      token = (await post(base, '/api/auth/refresh', { refresh_token: token })).refresh_token;
    }, REFRESHES),
  );

  console.log(`Auth latency through the API at ${base} (sequential; Node ${process.version})`);
  console.log(`  argon2id verify (bare, m=19456 t=2 p=1)   p50 ${ms(argon.p50)}  p99 ${ms(argon.p99)}  (n=${argon.n})`);
  console.log(`  POST /api/auth/login                      p50 ${ms(login.p50)}  p99 ${ms(login.p99)}  (n=${login.n})`);
  console.log(`  POST /api/auth/refresh                    p50 ${ms(refresh.p50)}  p99 ${ms(refresh.p99)}  (n=${refresh.n})`);
  console.log(`  login / bare argon2 verify (p50)          ${(login.p50 / argon.p50).toFixed(2)}×`);
  console.log(`  login overhead beyond argon2 (p50)        ${ms(login.p50 - argon.p50)}`);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolveExit) => (api.exitCode !== null ? resolveExit() : api.once('exit', resolveExit)));
  await db.drop();
  await db.server?.stop();
}
