// `npm run dev`: the platform with hot reload on http://localhost:3000 (PORT).
//   - PostgreSQL: DATABASE_URL, or the embedded one in .data/ (as `npm start`)
//   - the API from its TypeScript sources, restarted on change (node --watch + SWC), on API_PORT (3100)
//   - one Rspack dev server per remote (4201 vendor, 4202 technician, 4203 admin)
//   - the shell's Rspack dev server on PORT, proxying /api to the API and
//     answering /remotes.json with the remotes' dev servers
// Ctrl-C stops everything; the API first, PostgreSQL last.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3100';
const REMOTES = { vendor: 4201, technician: 4202, admin: 4203 };
const children = [];
let db = null;
let stopping = false;

const say = (message) => process.stdout.write(`[dev] ${message}\n`);

function start(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', detached: true, ...options });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      say(`${name} exited (${signal ?? `code ${code}`}); stopping the rest`);
      void shutdown(1);
    }
  });
  children.push({ name, child });
  return child;
}

function startDatabase() {
  return new Promise((done, fail) => {
    db = spawn(process.execPath, [join(REPO_ROOT, 'libs/dev-db/src/embedded.mjs')], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    db.once('message', (message) => done(message.databaseUrl));
    db.once('exit', (code) => fail(new Error(`embedded PostgreSQL exited (code ${code}) before it was ready`)));
  });
}

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-child.pid, signal); // the whole group: rspack and its workers
    } catch {
      child.kill(signal);
    }
  });
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map(({ child }) => stop(child)));
  if (db) await stop(db);
  say('stopped');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

async function main() {
  const nx = join(REPO_ROOT, 'node_modules/nx/dist/bin/nx.js');
  // The API reads @fixflow/contracts from source (--conditions=source); the libs need no build.
  // SITE_URL: the browser's origin is the shell's dev server, which proxies /api (mailed links, allowed origins).
  const env = { ...process.env, PORT: apiPort, LOG_PRETTY: process.env.LOG_PRETTY ?? '1', SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` };
  if (!process.env.DATABASE_URL) {
    env.DATABASE_URL = await startDatabase();
    env.SEED_DEMO ??= '1';
    say('embedded PostgreSQL ready (data in .data/pg)');
  }
  start('api', process.execPath, ['--watch', '--conditions=source', '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env: { ...env, SWC_NODE_PROJECT: 'tsconfig.json', WEB_DIST: join(REPO_ROOT, 'tmp/dev-web') },
  });
  for (const name of Object.keys(REMOTES)) {
    start(name, process.execPath, [nx, 'run', `${name}:dev`, '--outputStyle=stream'], {
      env: { ...process.env, NX_TUI: 'false', NX_DAEMON: 'false' },
    });
  }
  const devRemotes = Object.fromEntries(
    Object.entries(REMOTES).map(([name, remotePort]) => [name, `http://localhost:${remotePort}/mf-manifest.json`]),
  );
  start('shell', process.execPath, [nx, 'run', 'shell:dev', '--outputStyle=stream'], {
    env: {
      ...process.env,
      NX_TUI: 'false',
      NX_DAEMON: 'false',
      SHELL_DEV_PORT: port,
      FIXFLOW_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      FIXFLOW_DEV_REMOTES: JSON.stringify(devRemotes),
    },
  });
  say(`http://localhost:${port} (shell), API on :${apiPort}, remotes on ${Object.values(REMOTES).join(', ')}`);
}

main().catch((error) => {
  process.stderr.write(`[dev] ${error instanceof Error ? error.message : String(error)}\n`);
  void shutdown(1);
});
