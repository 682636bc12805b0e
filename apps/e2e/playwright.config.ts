import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { apiEnv, E2E_PG_DIR, E2E_PG_PORT, E2E_PORT, EXTERNAL_BASE_URL, REPO_ROOT, STATIC_SERVER } from './support/server';

/**
 * Against the production build served by `npm start` on its own port, with a
 * throwaway embedded PostgreSQL (EMBEDDED_PG_DIR/PORT), so a developer's
 * running instance and its .data are left alone. E2E_SERVER=static serves
 * only the built web apps (support/static-server.mjs) for a run without the API.
 */
const port = E2E_PORT;
const baseURL = EXTERNAL_BASE_URL ?? `http://127.0.0.1:${port}`;

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // Playwright's own browser download cannot reach its host here: drive Debian's chromium.
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
}

const server: { command: string; env: Record<string, string> } =
  STATIC_SERVER
    ? { command: `node ${join(import.meta.dirname, 'support', 'static-server.mjs')}`, env: { PORT: String(port) } }
    : {
        command: `rm -rf "${E2E_PG_DIR}" && npm start`,
        env: {
          PORT: String(port),
          EMBEDDED_PG_DIR: E2E_PG_DIR,
          EMBEDDED_PG_PORT: String(E2E_PG_PORT),
          ...apiEnv(baseURL),
        },
      };

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${port}`,
  // Tests that change dist (release, service worker) work on their own copy (support/own-dist.ts),
  // so files run on two workers; a server the suite did not start has only the one dist.
  workers: EXTERNAL_BASE_URL ? 1 : 2,
  fullyParallel: false,
  timeout: 60_000,
  // A cold remote on a busy two-core machine can take longer than the default 5 s to appear.
  expect: { timeout: 15_000 },
  // tools/test.mjs sets PLAYWRIGHT_JSON_OUTPUT_FILE to add these counts to its closing total.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        ...server,
        cwd: REPO_ROOT,
        url: `${baseURL}/remotes.json`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      },
});
