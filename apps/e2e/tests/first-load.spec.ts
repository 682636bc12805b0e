import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, apiLogin, signInAs, type DemoAccount } from '../support/accounts';
import { DIST } from '../support/dist';
import { asInstalledApp } from '../support/installed-app';

/**
 * First-load budgets, in KB (1024 bytes) of gzip-6 JavaScript, read from dist for every script the
 * page requests: the same bytes on every machine, so a budget is a hard line, not a timing.
 * A page's is the figure measured here when it was set plus 3%, never above issue 12's bound (/login
 * 150; each dashboard within 5% of the figure measured when the issue was filed), so a change that
 * adds a library to a first paint fails while a few lines of new code do not. BUILD.md ("Byte
 * budgets") keeps the same numbers, their history, and says how to measure and when to move one.
 */
const BUDGET_KB = {
  /** The same start as /login, so the same budget. */
  landing: 150,
  /**
   * The product's promise is 150 (README, BUILD.md; issue 12), which is the budget: measured 148.7 KB
   * (2026-11-27: the workspace's chunk loaders, +0.3); 148.4 (2026-11-26: the outbox's stand-in and
   * the socket's binding in the workspace, a mailed link's handling and sign-out's clean-up loaded
   * when used, React Router's production build, one kits chunk; 150.3 before).
   */
  login: 150,
  /**
   * 1366×900; issue 12's bound is 400.4 (381.3 × 1.05). Measured 375.3 KB (2026-11-26: the remote's
   * words one language at a time; 380.2 before, 400.9 before antd's form package left every Input and
   * Typography, remotes dropped their copies of the shared libraries, the SDK its side effects and the
   * workspace's start its signed-in-only code) + 3%.
   */
  vendor: 386.6,
  /**
   * 390×844, installed app, with an accepted job and one waiting for Accept (giveDashboardsOrders);
   * issue 12's bound is 285.5 (271.9 × 1.05). Measured 283.0 KB (2026-11-26), the offline copy's
   * code (loaded 3 s after the first screen) included: the remote's words one language at a time
   * (286.2 before, when its entry carried its Russian too); the outbox's engine off it until there
   * is something to send (OutboxStarter), its toast's words, push subscribing and the remote's
   * shared-library table off it too (295.4 before that). 284.7 since AntdRoot always hands antd a
   * locale (its whole en_US in antd-base, +1.2 KB: a language switch no longer remounts the
   * workspace); 284.8 with the workspace's chunks started together (2026-11-27); 285.0 with the
   * worker that makes ICU's first formats off the main thread (0.2 KB, intl-warm.mjs). The budget
   * is issue 12's bound itself, not the figure + 3%, which would pass it. Issue #4's target is 260.
   */
  technician: 285.5,
  /**
   * 1366×900; issue 12's bound is 391.6 (373 × 1.05). Measured 372.4 KB (2026-11-26: as the
   * vendor's; 377.2 before, 397.1 before that) + 3%.
   */
  admin: 383.6,
} as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface FirstLoad {
  total: number;
  files: Record<string, number>;
}

/** The file in dist a script URL is served from (apps/api/src/web/web-static.middleware.ts). */
const distFile = (pathname: string) => (pathname.startsWith('/remotes/') ? join(DIST, pathname) : join(DIST, 'shell', pathname));

/**
 * How long nothing may be requested before a first load counts as over: longer than the work a page
 * defers past its first screen (a technician's offline copy loads 3 s after the workspace,
 * AFTER_FIRST_SCREEN_MS in apps/shell/src/offline/useOfflineCache.ts), so such work is always
 * counted, never only when the machine happens to be slow: the same bytes on every run.
 */
const QUIET_MS = 4_000;

/**
 * gzip -6 bytes of the JavaScript a cold load requests, read from dist: until `ready` shows and
 * then nothing has been requested or answered for QUIET_MS (the chunks a page imports once its
 * data arrives, and what it defers past its first screen, included).
 */
async function firstLoadJs(page: Page, path: string, ready?: (page: Page) => Locator): Promise<FirstLoad> {
  const scripts = new Set<string>();
  let lastActivityAt = Date.now();
  const active = () => (lastActivityAt = Date.now());
  page.on('request', (req) => {
    active();
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  page.on('requestfinished', active);
  page.on('requestfailed', active);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (ready) await expect(ready(page)).toBeVisible();
  await expect.poll(() => Date.now() - lastActivityAt, { message: 'the page is still loading', timeout: 30_000 }).toBeGreaterThan(QUIET_MS);
  const files: Record<string, number> = {};
  for (const script of scripts) files[script] = gzipSync(await readFile(distFile(script)), { level: 6 }).length;
  return { total: Object.values(files).reduce((sum, size) => sum + size, 0), files };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The files largest first, so a failed budget says what grew. */
const listing = (load: FirstLoad) =>
  Object.entries(load.files)
    .sort(([, a], [, b]) => b - a)
    .map(([file, size]) => `${kb(size)} KB ${file}`)
    .join('\n');

async function expectWithin(load: FirstLoad, budgetKb: number, label: string) {
  console.log(`first-load JS for ${label}: ${kb(load.total)} KB gzip in ${Object.keys(load.files).length} files (budget ${budgetKb} KB)`);
  expect(load.total, `${label}: ${kb(load.total)} KB over its ${budgetKb} KB budget (BUILD.md "Byte budgets"):\n${listing(load)}`).toBeLessThanOrEqual(budgetKb * 1024);
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const response = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A dashboard draws other components with orders than without (counts, cards, tags), and other
 * specs add orders to the same accounts: one order of the vendor's, accepted by the technician,
 * puts every dashboard in its with-orders state whatever ran before.
 */
async function giveDashboardsOrders(request: APIRequestContext): Promise<void> {
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  // A random future day and phone: a rerun on the same database never clashes on the slot.
  const day = new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 365 * 40) * 86_400_000);
  const order = await post<{ id: string }>(request, vendor.access_token, '/api/orders', {
    customer_name: 'First Load',
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    address: '1 Budget Way',
    city: 'Springfield',
    service_date: day.toISOString().slice(0, 10),
    time_slot: 'morning',
    appliance_type: 'Dryer',
    issue_description: 'Measures its first load',
  });
  await post(request, vendor.access_token, `/api/orders/${order.id}/assign`, { technician_id: technician.user.id });
  await post(request, technician.access_token, `/api/orders/${order.id}/transitions`, { to: 'accepted' });
  // And one waiting for Accept or Decline, as a technician's morning usually has: without it the
  // technician's figure depended on what the specs before this one left (the New assignments
  // panel and the move hook, 1.7 KB, came only when another spec had left an assignment open).
  const waiting = await post<{ id: string }>(request, vendor.access_token, '/api/orders', {
    customer_name: 'First Load Waiting',
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    address: '2 Budget Way',
    city: 'Springfield',
    service_date: day.toISOString().slice(0, 10),
    time_slot: 'afternoon',
    appliance_type: 'Washer',
    issue_description: 'Waits for the technician to accept it',
  });
  await post(request, vendor.access_token, `/api/orders/${waiting.id}/assign`, { technician_id: technician.user.id });
}

const shellChunk = (load: FirstLoad, name: string) => Object.keys(load.files).filter((file) => new RegExp(`^/${name}\\.[0-9a-f]+\\.js$`).test(file));

/**
 * The files of a first load that carry the API's error catalogue (libs/contracts/src/i18n/errors.*.ts,
 * read when a page is in use: BUILD.md). Its English for INVALID_CREDENTIALS marks it.
 */
async function withErrorCatalogue(load: FirstLoad): Promise<string[]> {
  const found: string[] = [];
  for (const file of Object.keys(load.files)) if ((await readFile(distFile(file), 'utf8')).includes('Invalid login credentials')) found.push(file);
  return found;
}

test.describe('first-load JavaScript within its budget', () => {
  test('/: the public landing page, at most 150 KB, without antd or any remote', async ({ page }, testInfo) => {
    const landing = await firstLoadJs(page, '/');
    await testInfo.attach('first-load-landing.json', { body: JSON.stringify(landing, null, 2), contentType: 'application/json' });
    expect(Object.keys(landing.files).filter((file) => file.startsWith('/remotes/'))).toEqual([]);
    expect(shellChunk(landing, 'antd-base')).toEqual([]);
    expect(await withErrorCatalogue(landing)).toEqual([]);
    await expectWithin(landing, BUDGET_KB.landing, '/');
  });

  test('/login: at most 150 KB, without antd, any remote or the error catalogue', async ({ page }, testInfo) => {
    const login = await firstLoadJs(page, '/login', (p) => p.getByLabel('Password'));
    await testInfo.attach('first-load-login.json', { body: JSON.stringify(login, null, 2), contentType: 'application/json' });
    expect(Object.keys(login.files).filter((file) => file.startsWith('/remotes/'))).toEqual([]);
    expect(shellChunk(login, 'antd-base')).toEqual([]);
    expect(await withErrorCatalogue(login)).toEqual([]);
    await expectWithin(login, BUDGET_KB.login, '/login');
  });

  const DASHBOARDS: { account: DemoAccount & keyof typeof BUDGET_KB; path: string }[] = [
    { account: 'vendor', path: '/dashboard' },
    { account: 'technician', path: '/dashboard' },
    { account: 'admin', path: '/admin/dashboard' },
  ];
  test.describe('signed in', () => {
    test.skip(process.env.E2E_SERVER === 'static', 'the dashboards need the API and its data');
    test.beforeAll(async ({ request }) => giveDashboardsOrders(request));

    for (const { account, path } of DASHBOARDS) {
      test(`${account}'s dashboard${account === 'technician' ? ' (phone, installed app, no overlay code)' : ''}: its remote and antd-base`, async ({ page }, testInfo) => {
        // The technician works from the installed app on a phone (SPEC §4), the others at a desk.
        await page.setViewportSize(account === 'technician' ? PHONE : DESKTOP);
        if (account === 'technician') await asInstalledApp(page);
        await signInAs(page, account);
        const load = await firstLoadJs(page, path, (p) => p.getByRole('heading', { level: 1, name: 'Dashboard' }));
        await testInfo.attach(`first-load-${account}-dashboard.json`, { body: JSON.stringify(load, null, 2), contentType: 'application/json' });
        expect(Object.keys(load.files).some((file) => file.startsWith(`/remotes/${account}/`)), 'its own remote').toBe(true);
        expect(Object.keys(load.files).filter((file) => file.startsWith('/remotes/') && !file.startsWith(`/remotes/${account}/`)), 'no other remote').toEqual([]);
        // What every antd component needs comes in one chunk; the technician's dashboard draws no
        // popup, so popup placement and motion (antd-overlay) stay out of its first paint.
        expect(shellChunk(load, 'antd-base')).toHaveLength(1);
        if (account === 'technician') expect(shellChunk(load, 'antd-overlay')).toEqual([]);
        // Nothing waits to be sent: the outbox's engine, bar and words stay off the phone's first load (OutboxStarter).
        if (account === 'technician') expect(shellChunk(load, 'outbox'), "the outbox's engine").toEqual([]);
        await expectWithin(load, BUDGET_KB[account], `${account} ${path}`);
      });
    }

    test("a signed-in page asks for the workspace's chunks together, not each once the one before has drawn", async ({ page }) => {
      // React.lazy alone asked for the route's chunk only once react-query's root had drawn: with that
      // root held back, the workspace's chunk was never requested (workspace-chunks.tsx).
      await page.setViewportSize(PHONE);
      await asInstalledApp(page);
      await signInAs(page, 'technician');
      const held: (() => Promise<void>)[] = [];
      await page.route(/\/query-root\.[0-9a-f]+\.js$/, (route) => void held.push(() => route.abort()));
      const workspace = page.waitForRequest(/\/workspace\.[0-9a-f]+\.js$/, { timeout: 15_000 });
      const antdRoot = page.waitForRequest(/\/antd-root\.[0-9a-f]+\.js$/);
      // Not until 'load': the held script keeps the page from ever loading.
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await Promise.all([workspace, antdRoot]);
      expect(held, "react-query's root is still held back").toHaveLength(1);
      await Promise.all(held.map((release) => release()));
    });
  });
});

/**
 * The build's first-load machinery works by configuration that an upgrade can silently undo
 * (libs/web-build/rspack.mjs): regexes over antd's file layout, a preload plugin reading
 * the chunk graph. These read the production build the suite serves; a missing dist fails.
 */
test.describe('the production build keeps its first-load machinery', () => {
  const shellDir = join(DIST, 'shell');

  test('index.html preloads the start scripts, each a file the build wrote', async () => {
    const html = await readFile(join(shellDir, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map((match) => match[1]);
    // The start's own chunks and the shared libraries they consume (react-dom, i18next, the router…).
    expect(preloads.length, 'preload links in dist/shell/index.html').toBeGreaterThanOrEqual(5);
    const written = new Set(await readdir(shellDir));
    expect(preloads.filter((file) => !written.has(file)), 'preloaded files missing from dist/shell').toEqual([]);
  });

  test('antd-base holds css-in-js and the theme, antd-overlay the motion keyframes, each nowhere else', async () => {
    const scripts = (await readdir(shellDir)).filter((file) => file.endsWith('.js'));
    const holding = async (marker: string) => {
      const found: string[] = [];
      for (const file of scripts) if ((await readFile(join(shellDir, file), 'utf8')).includes(marker)) found.push(file.replace(/\.[0-9a-f]+\.js$/, ''));
      return found;
    };
    // @ant-design/cssinjs's style attribute, and antd's wave effect (antd/es/_util): the base's regex matched them.
    expect(await holding('data-css-hash')).toEqual(['antd-base']);
    expect(await holding('ant-wave')).toEqual(['antd-base']);
    // antd/es/style/motion keyframes: the overlay regex matched them.
    expect(await holding('antSlideUpIn')).toEqual(['antd-overlay']);
  });
});
