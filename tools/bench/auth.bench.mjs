// Login and refresh latency through the running API, beside a bare argon2id verify in the same run.
//   node tools/bench/auth.bench.mjs [--logins N] [--refreshes N]
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) on a throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one), seeded with the demo
// accounts, then measures sequential requests so each figure is one request's own latency.
// Login is dominated by argon2id (OWASP m=19 MiB, t=2, p=1) on purpose: the ratio shows what the
// HTTP stack, the rate limiter and the session writes add on top of it.
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { requireApiBuild, startBenchApi } from './support/bench-api.mjs';
import { summary, timed } from './support/samples.mjs';

const { values } = parseArgs({ options: { logins: { type: 'string', default: '200' }, refreshes: { type: 'string', default: '500' } } });
const LOGINS = Number(values.logins);
const REFRESHES = Number(values.refreshes);
const DEMO = { email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' };
// The parameters of apps/api/src/auth/password-hasher.ts.
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const ms = (value) => `${value.toFixed(1)} ms`;

async function post(base, path, body) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

requireApiBuild();
const { base, stop } = await startBenchApi({ readyTimeoutMs: 60_000 });

try {
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
  await stop();
}
