import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess } from '@fixflow/dev-db/api-process';
import { freePort } from '@fixflow/dev-db/free-port';
import { test as base } from '@playwright/test';
import { DIST } from './dist';
import { apiEnv, E2E_DATABASE_URL, EXTERNAL_BASE_URL, STATIC_SERVER } from './server';

export interface OwnDist {
  /** The folder this worker's second server serves: a copy of dist the test may change. */
  dir: string;
  origin: string;
}

/** The static server (support/static-server.mjs) on `port` serving `dir`, answered once it serves remotes.json. */
async function startStaticServer(dir: string, port: number): Promise<{ stop(): Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(import.meta.dirname, 'static-server.mjs')], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the static server exited (code ${child.exitCode}) before it served`);
    const answer = await fetch(`${origin}/remotes.json`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (answer?.ok) return { stop };
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`the static server did not serve ${origin}/remotes.json within 60 s`);
}

/**
 * For tests that change dist (a remote release, a new sw.js): a copy of dist served by a second
 * server on a free port — the built API on the suite's database, or the static server — and the
 * page's baseURL pointed at it, so the rest of the suite runs beside them on other workers and
 * never sees their changes. Against an E2E_BASE_URL server there is only the shared dist.
 */
export const test = base.extend<object, { ownDist: OwnDist }>({
  ownDist: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      if (EXTERNAL_BASE_URL) {
        await use({ dir: DIST, origin: EXTERNAL_BASE_URL });
        return;
      }
      const dir = await mkdtemp(join(tmpdir(), 'fixflow-e2e-dist-'));
      await cp(DIST, dir, { recursive: true });
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      let server: { stop(): Promise<void> } | undefined;
      try {
        server = STATIC_SERVER
          ? await startStaticServer(dir, port)
          : await startApiProcess({ port, env: { ...apiEnv(origin), DATABASE_URL: E2E_DATABASE_URL, WEB_DIST: dir } });
        await use({ dir, origin });
      } finally {
        await server?.stop();
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownDist }, use) => use(ownDist.origin),
});
