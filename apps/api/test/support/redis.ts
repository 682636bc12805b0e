import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '@fixflow/dev-db/free-port';

/**
 * A real Redis for the two-process tests: TEST_REDIS_URL or the machine's 127.0.0.1:6379 when one
 * answers, else a redis-server of our own on a free port, stopped by `stop()`. Never a skip: a
 * machine without Redis fails these tests with the reason.
 */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
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

/** A redis-server of this test's own, which the test may stop and start again on the same port. */
export interface OwnRedis extends TestRedis {
  /** Starts it again on the same port (after `stop()`), answering once it accepts connections. */
  start(): Promise<void>;
}

/** A redis-server of our own on a free port: never the machine's shared one, which others use. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = started;
    const failed = new Promise<never>((_, reject) => {
      started.once('error', (error) => reject(new Error(`No Redis at ${process.env.TEST_REDIS_URL ?? '127.0.0.1:6379'} and redis-server could not start: ${error.message}`)));
    });
    const deadline = Date.now() + 10_000;
    while (!(await Promise.race([reachable(url), failed]))) {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  await start();
  return { url, start, stop };
}

export async function useTestRedis(): Promise<TestRedis> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await reachable(url)) return { url, stop: async () => undefined };
  return startOwnRedis();
}
