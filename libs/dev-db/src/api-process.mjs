import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
/** The built API that `npm start` runs. */
export const API_MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');

/**
 * One process of the built API (apps/api/dist/main.js, or `main`, run with `nodeArgs`) on `port`
 * (a free one by default) with `env` over this process's environment, answered once GET
 * /api/health/ready is 200. `kill()` ends it (SIGKILL unless told), `start()` starts it again on
 * the same port with the same settings. Its output is kept (the last 200 lines) and shown when it
 * fails to get ready; `echoStderr` also writes its stderr to this process's as it comes.
 */
export async function startApiProcess({ env = {}, port, readyTimeoutMs = 60_000, main = API_MAIN, nodeArgs = [], echoStderr = false } = {}) {
  const ownPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${ownPort}`;
  const output = [];
  let child = null;

  const start = async () => {
    const started = spawn(process.execPath, [...nodeArgs, main], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(ownPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const keep = (chunk) => {
      output.push(...String(chunk).split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - 200));
    };
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    if (echoStderr) started.stderr.on('data', (chunk) => process.stderr.write(chunk));
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) break;
      const answer = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (answer?.ok) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    started.kill('SIGKILL');
    throw new Error(`the API on ${url} was not ready (exit ${started.exitCode ?? started.signalCode ?? 'none'}); its last lines:\n${output.slice(-30).join('\n')}`);
  };

  const kill = (signal = 'SIGKILL') =>
    new Promise((done) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return done();
      running.once('exit', () => done());
      running.kill(signal);
    });

  await start();
  return { url, port: ownPort, pid: () => child?.pid, start, kill, stop: () => kill('SIGTERM'), output: () => output.slice() };
}
