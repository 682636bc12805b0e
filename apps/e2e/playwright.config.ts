import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * Against the production build served by `npm start` on its own port, with a
 * throwaway embedded PostgreSQL (EMBEDDED_PG_DIR/PORT), so a developer's
 * running instance and its .data are left alone. E2E_SERVER=static serves
 * only the built web apps (support/static-server.mjs) for a run without the API.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// One database folder and one results folder per port, so parallel runs on other ports never share them.
const pgDir = join(REPO_ROOT, '.data', `e2e-pg-${port}`);

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // Playwright's own browser download cannot reach its host here: drive Debian's chromium.
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
}

const server: { command: string; env: Record<string, string> } =
  process.env.E2E_SERVER === 'static'
    ? { command: `node ${join(import.meta.dirname, 'support', 'static-server.mjs')}`, env: { PORT: String(port) } }
    : {
        command: `rm -rf "${pgDir}" && npm start`,
        env: {
          PORT: String(port),
          EMBEDDED_PG_DIR: pgDir,
          EMBEDDED_PG_PORT: String(port + 51200),
          // Mailed links (read from the outbox) must come back to the origin the browser uses.
          SITE_URL: baseURL,
          // The suite signs the same demo accounts in dozens of times a minute from one address;
          // the limiter itself is covered by the API's integration specs.
          AUTH_RATE_LIMIT_PER_IP: '10000',
          AUTH_RATE_LIMIT_PER_IDENTIFIER: '10000',
        },
      };

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${port}`,
  // The release test moves dist/remotes.json: one worker keeps tests from seeing each other's releases.
  workers: 1,
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
