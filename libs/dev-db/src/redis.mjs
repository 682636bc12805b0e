import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './free-port.mjs';

/** Whether something accepts TCP connections at a redis:// URL within a second. */
export function redisAnswers(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A redis-server of our own on a free port: never the machine's shared one, which others use. */
export async function startOwnRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child = null;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = started;
    const failed = new Promise((_, reject) => {
      started.once('error', (error) => reject(new Error(`No Redis at ${process.env.TEST_REDIS_URL ?? '127.0.0.1:6379'} and redis-server could not start: ${error.message}`)));
    });
    const deadline = Date.now() + 10_000;
    while (!(await Promise.race([redisAnswers(url), failed]))) {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = () =>
    new Promise((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  await start();
  return { url, start, stop };
}

/** TEST_REDIS_URL or the machine's 127.0.0.1:6379 when one answers, else a redis-server of our own. */
export async function useTestRedis() {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) return { url, stop: async () => undefined };
  return startOwnRedis();
}
