// `npm start` (tools/start.mjs) as a user runs it, on free ports with an embedded PostgreSQL of its
// own: a kill -9 of the API brings it back while PostgreSQL keeps running, and SIGTERM stops all, exit 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function healthStatus(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 'down';
  }
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts tools/start.mjs with JSON logs; `until(predicate)` resolves with the first record that matches. */
function startPlatform(env) {
  const child = spawn(process.execPath, [join(ROOT, 'tools/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const records = [];
  const waiting = new Set();
  createInterface({ input: child.stdout }).on('line', (line) => {
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      return; // The embedded PostgreSQL's and the build's lines are not the log.
    }
    records.push(record);
    for (const wait of waiting) if (wait.predicate(record)) wait.resolve(record);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const until = (predicate) => {
    const found = records.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const wait = { predicate, resolve: (record) => (waiting.delete(wait), resolve(record)) };
      waiting.add(wait);
      void exited.then(({ code, signal }) => reject(new Error(`npm start exited (${signal ?? code}) while waiting; log:\n${records.map((r) => r.msg).join('\n')}`)));
    });
  };
  return { child, records, until, exited };
}

test('npm start restarts a killed API while PostgreSQL keeps running; SIGTERM stops both, exit 0', { timeout: 300_000 }, async (t) => {
  if (!existsSync(join(ROOT, 'apps/api/dist/main.js'))) {
    const nx = join(ROOT, 'node_modules/nx/dist/bin/nx.js');
    assert.equal(spawnSync(process.execPath, [nx, 'run', 'api:build', '--outputStyle=static'], { cwd: ROOT, stdio: 'inherit' }).status, 0);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fixflow-start-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), EMBEDDED_PG_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SKIP_BUILD: '1', LOG_FORMAT: 'json' };
  for (const name of ['DATABASE_URL', 'SEED_DEMO', 'REDIS_URL']) delete env[name];
  const start = startPlatform(env);
  t.after(() => start.child.kill('SIGKILL'));

  const up = await start.until((r) => r.name === 'start' && r.msg?.startsWith('Fixflow is up'));
  assert.equal(up.url, `http://localhost:${port}`);
  assert.ok(up.demoAccounts.some((a) => a.email === 'admin@fixflow.test' && a.role === 'admin'), 'the first screen lists the demo accounts');
  const listening = (r) => r.msg?.startsWith('Fixflow API listening');
  const firstApi = (await start.until(listening)).pid;
  const postgres = () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const postgresBefore = postgres();
  assert.equal(await healthStatus(port), 200);

  process.kill(firstApi, 'SIGKILL');
  await start.until((r) => r.msg === 'the API exited (SIGKILL); restarting in 0.5 s (attempt 2)');
  const secondApi = (await start.until((r) => listening(r) && r.pid !== firstApi)).pid;
  await start.until((r) => r.msg?.startsWith('API ready') && r.msg.endsWith('(attempt 2)'));
  assert.equal(await healthStatus(port), 200);
  assert.equal(postgres(), postgresBefore, 'the same PostgreSQL server throughout');
  assert.equal(start.records.filter((r) => r.msg?.startsWith('embedded PostgreSQL ready')).length, 1);

  start.child.kill('SIGTERM');
  assert.deepEqual(await start.exited, { code: 0, signal: null });
  assert.deepEqual(
    start.records.slice(-3).map((r) => r.msg),
    ['stopping the API…', `stopping PostgreSQL (data kept in ${join(dataDir, 'pg')})…`, 'stopped'],
  );
  assert.equal(isRunning(secondApi), false);
  assert.equal(isRunning(postgresBefore), false);
});
