import { startApiProcess, type ApiProcess } from '@fixflow/dev-db/api-process';
import { freePort } from '@fixflow/dev-db/free-port';
import { useTestRedis } from '@fixflow/dev-db/redis';
import { startReverseProxyProcess, UPSTREAM_COOKIE, type ReverseProxy } from '@fixflow/dev-db/reverse-proxy';
import type { BrowserContext } from '@playwright/test';
import { apiEnv, E2E_DATABASE_URL } from './server';

export interface TwoProcesses {
  /** What the browsers open: the proxy in front of both. */
  origin: string;
  a: ApiProcess;
  b: ApiProcess;
  proxy: ReverseProxy;
  stop(): Promise<void>;
}

/**
 * Two processes of the built API on the suite's database, sharing socket.io events through Redis
 * (TEST_REDIS_URL, else the machine's 127.0.0.1:6379, else a redis-server of our own), behind the
 * project's reverse proxy. SITE_URL is the proxy's origin, as in production where the browser only
 * ever sees the proxy. The suite's own server has already migrated the database.
 */
export async function startTwoProcesses(): Promise<TwoProcesses> {
  const redis = await useTestRedis();
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${proxyPort}`;
  const env = { ...apiEnv(origin), DATABASE_URL: E2E_DATABASE_URL, REDIS_URL: redis.url, MIGRATE_ON_START: '0', LOG_LEVEL: 'warn' };
  const [a, b] = await Promise.all([startApiProcess({ env, port: portA }), startApiProcess({ env, port: portB })]);
  const proxy = await startReverseProxyProcess({
    port: proxyPort,
    upstreams: [
      { name: 'a', url: a.url },
      { name: 'b', url: b.url },
    ],
  });
  return {
    origin,
    a,
    b,
    proxy,
    stop: async () => {
      await proxy.close();
      await Promise.all([a.stop(), b.stop()]);
      await redis.stop();
    },
  };
}

/** Pins a browser context to one process (`a` or `b`) through the proxy's cookie. */
export async function pinTo(context: BrowserContext, origin: string, upstream: 'a' | 'b'): Promise<void> {
  await context.addCookies([{ name: UPSTREAM_COOKIE, value: upstream, url: origin }]);
}
