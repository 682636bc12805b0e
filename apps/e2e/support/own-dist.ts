import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@fixflow/dev-db/free-port';
import { test as base } from '@playwright/test';
import { DIST } from './dist';
import { apiEnv, E2E_DATABASE_URL, EXTERNAL_BASE_URL, REPO_ROOT, STATIC_SERVER } from './server';

export interface OwnDist {
  /** The folder this worker's second server serves: a copy of dist the test may change. */
  dir: string;
  origin: string;
}

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second server exited (code ${child.exitCode}) before it served`);
    const answer = await fetch(`${origin}/remotes.json`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the second server did not serve ${origin}/remotes.json within 60 s`);
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
      const child = STATIC_SERVER
        ? spawn(process.execPath, [join(import.meta.dirname, 'static-server.mjs')], {
            env: { ...process.env, PORT: String(port), DIST_DIR: dir },
            stdio: ['ignore', 'ignore', 'inherit'],
          })
        : spawn(process.execPath, [join(REPO_ROOT, 'apps/api/dist/main.js')], {
            cwd: REPO_ROOT,
            env: { ...process.env, ...apiEnv(origin), PORT: String(port), DATABASE_URL: E2E_DATABASE_URL, WEB_DIST: dir },
            stdio: ['ignore', 'ignore', 'inherit'],
          });
      try {
        await waitUntilServing(origin, child);
        await use({ dir, origin });
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        }
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownDist }, use) => use(ownDist.origin),
});
