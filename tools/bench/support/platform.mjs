// The whole platform (`npm start`'s tools/start.mjs: API + built web apps) on its own port and a
// throwaway embedded PostgreSQL, for the benches that drive pages in Chromium; a small API caller;
// the system Chromium; the demo data those benches book.
import { execSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const DEMO_PASSWORD = 'Fixflow-demo-1';
export const SESSION_STORAGE_KEY = 'fixflow.auth.session';
/** The embedded PostgreSQL of a platform on `port` (tools/start.mjs's EMBEDDED_PG_PORT below). */
const embeddedDatabaseUrl = (port) => `postgres://postgres:fixflow@127.0.0.1:${port + 51200}/fixflow`;

/** The system Chromium the browser benches drive, and their flags. */
export const CHROMIUM = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim();
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function waitReady(baseUrl, child) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before it was ready`);
    const ok = await fetch(`${baseUrl}/api/health/ready`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('npm start was not ready within 300 s');
}

/**
 * `external` (a running platform's URL; its database: DATABASE_URL, else the embedded one on its
 * port + 51200) or a fresh one on `port`, its embedded PostgreSQL's data started anew; answers
 * { baseUrl, databaseUrl, stop }. The sign-in rate limits are lifted: the benches sign in often.
 */
export async function startPlatform({ port, external }) {
  if (external) {
    const externalPort = Number(new URL(external).port || 80);
    return { baseUrl: external.replace(/\/$/, ''), databaseUrl: process.env.DATABASE_URL ?? embeddedDatabaseUrl(externalPort), stop: async () => {} };
  }
  if (!existsSync(path.join(ROOT, 'dist/shell/index.html'))) throw new Error('dist/shell is missing: build first (npx nx run-many -t build)');
  // Another server on the port would answer the readiness check for ours (and take the bench's data): refuse.
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await fetch(`${baseUrl}/api/health`).then(() => true, () => false)) throw new Error(`${baseUrl} already answers: choose another BENCH_PORT`);
  const pgDir = path.join(ROOT, '.data', `bench-pg-${port}`);
  rmSync(pgDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SKIP_BUILD: '1',
      EMBEDDED_PG_DIR: pgDir,
      EMBEDDED_PG_PORT: String(port + 51200),
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_IDENTIFIER: '10000',
    },
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    await waitReady(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: embeddedDatabaseUrl(port), stop };
}

/** One JSON call; throws with the answer's text when it is not 2xx. */
export async function api(baseUrl, token, method, route, body) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A demo account's sign-in answer (the session the shell keeps under SESSION_STORAGE_KEY). */
export const login = (baseUrl, email) => api(baseUrl, null, 'POST', '/auth/login', { email, password: DEMO_PASSWORD });

const randomPhone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/**
 * `count` new orders of the vendor's, each assigned to the technician (pending, Assigned), one
 * after another; `fields(index)` is each one's body (a random phone unless it names one).
 */
export async function assignedOrders(baseUrl, vendor, technician, count, fields) {
  const orders = [];
  for (let index = 0; index < count; index += 1) {
    const order = await api(baseUrl, vendor.access_token, 'POST', '/orders', { phone: randomPhone(), ...fields(index) });
    await api(baseUrl, vendor.access_token, 'POST', `/orders/${order.id}/assign`, { technician_id: technician.user.id });
    orders.push(order);
  }
  return orders;
}

/* global window -- the function given to addInitScript runs in the page */
/**
 * A phone-sized Playwright context (390×844, touch) of the technician's installed app on a browser
 * without push, where Continue was chosen (the gate's one way past without a push service),
 * signed in with `technician` (a login answer) unless the page holds a session; and its page.
 */
export async function technicianApp(browser, baseUrl, technician) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: baseUrl });
  await context.addInitScript(
    ([key, session]) => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query) => {
        const list = matchMedia(query);
        return /display-mode:\s*standalone/.test(query) ? Object.defineProperty(list, 'matches', { value: true }) : list;
      };
      delete window.PushManager;
      window.localStorage.setItem('allow_without_push', '1');
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, session);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(technician)],
  );
  return { context, page: await context.newPage() };
}
