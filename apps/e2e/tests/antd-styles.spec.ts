import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiLogin, signInAs, signInWithForm } from '../support/accounts';
import { assignInFreeWindow, call, randomWindow } from '../support/api';
import { DIST } from '../support/dist';
import { asInstalledApp } from '../support/installed-app';

/*
 * antd's first-paint stylesheet (libs/web-build/antd-styles.mjs; BUILD.md "How antd's styles
 * ship"): the rules of the components a technician's phone draws first are made at build time, and
 * @ant-design/cssinjs skips making them in the browser when the file has applied before antd's
 * first component. Each part fails without a word (antd simply makes the styles itself, slower),
 * so this reads the production build and the pages it draws.
 */

/** Gzip -6 KB of the stylesheet: 6.2 measured with Button, Empty, Flex, Skeleton and Tag (2026-11-26), + 3%. */
const STYLESHEET_BUDGET_KB = 6.4;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const STYLESHEET = /^\/antd-first-paint\.[0-9a-f]{10}\.css$/;

/**
 * The <head>'s style sheets in cascade order: `sheet` (the first-paint file), `queue` (the empty
 * <style> antd's run-time styles are inserted behind), `antd` (a style antd made in the page: a
 * component's rules, `:where(.css-…)`, named by its first selector), `vars` (antd's theme and
 * component CSS variables), `page` (index.html's own rules), `other`.
 */
async function headSheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map((node) => {
      if (node instanceof HTMLLinkElement) return /\/antd-first-paint\./.test(node.href) ? 'sheet' : `other ${node.href}`;
      const text = node.textContent ?? '';
      if (node.getAttribute('data-rc-priority') === '-1000' && !text) return 'queue';
      if (text.includes(':where(.css-')) return `antd ${text.slice(0, text.indexOf('{')).replace(/:where\(\.css-[a-z0-9]+\)/g, '').slice(0, 40)}`;
      if (/^\.css-var-/.test(text)) return 'vars';
      if (text.includes('Public pages are plain HTML')) return 'page';
      return 'other';
    }),
  );
}

const madeAtRunTime = (sheets: string[]) => sheets.filter((sheet) => sheet.startsWith('antd '));

/** The built stylesheet's address, as index.html's loader names it. */
async function stylesheetPath(): Promise<string> {
  const html = await readFile(join(DIST, 'shell', 'index.html'), 'utf8');
  return /["'](\/antd-first-paint\.[0-9a-f]{10}\.css)["']/.exec(html)?.[1] ?? '';
}

/** The component classes whose rules the file holds (`ant-btn`…), from cssinjs's list at its end. */
async function classesInTheFile(): Promise<string[]> {
  const css = await readFile(join(DIST, 'shell', await stylesheetPath()), 'utf8');
  const paths = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return paths.split(';').flatMap((entry) => entry.split('|')[2]?.split(':')[0] ?? []).filter((name) => name.startsWith('ant-'));
}

/** The file first, antd's run-time styles queued behind it, the page's own rules after all of antd's: the cascade antd had when it made every style. */
function expectCascade(sheets: string[]) {
  const at = (sheet: string) => sheets.indexOf(sheet);
  expect(at('sheet'), `the stylesheet in <head>: ${sheets.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(at('queue'), 'the queue right behind the stylesheet').toBe(at('sheet') + 1);
  const antd = sheets.flatMap((sheet, index) => (sheet.startsWith('antd ') || sheet === 'vars' ? [index] : []));
  expect(antd.length, "antd's CSS variables").toBeGreaterThan(0);
  expect(Math.min(...antd), "antd's run-time styles behind the queue").toBeGreaterThan(at('queue'));
  expect(Math.max(...antd), "antd's run-time styles before the page's own rules").toBeLessThan(at('page'));
}

test.describe("antd's first-paint stylesheet", () => {
  test('index.html loads a stylesheet the build wrote, within its budget', async () => {
    const href = await stylesheetPath();
    expect(href, "index.html's loader names the stylesheet").toMatch(STYLESHEET);
    expect(await readdir(join(DIST, 'shell'))).toContain(href.slice(1));
    const css = await readFile(join(DIST, 'shell', href));
    const kb = Math.round(gzipSync(css, { level: 6 }).length / 102.4) / 10;
    console.log(`antd first-paint stylesheet: ${kb} KB gzip (${Math.round(css.length / 1024)} KB), budget ${STYLESHEET_BUDGET_KB} KB`);
    expect(kb, 'gzip KB of the first-paint stylesheet (BUILD.md "How antd\'s styles ship")').toBeLessThanOrEqual(STYLESHEET_BUDGET_KB);
  });

  test('/login, a public page, does not fetch it', async ({ page }) => {
    const styles: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && styles.push(new URL(request.url()).pathname));
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(styles.filter((path) => STYLESHEET.test(path))).toEqual([]);
  });

  test.describe('signed in', () => {
    test.skip(process.env.E2E_SERVER === 'static', 'the dashboards need the API and its data');

    test("a technician's dashboard on a phone, with an order on it, draws every antd rule from the file", async ({ page, request }) => {
      // An accepted order today: the dashboard draws a next visit (its status Tag), as a technician's usually does.
      const vendor = await apiLogin(request, DEMO.vendor);
      const technician = await apiLogin(request, DEMO.technician);
      const { timezone } = await call<{ timezone: string }>(request, vendor.access_token, 'get', '/api/vendor-settings');
      const order = await call<{ id: string }>(request, vendor.access_token, 'post', '/api/orders', {
        customer_name: 'Styles Ahead',
        phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
        address: '1 Stylesheet Row',
        city: 'Springfield',
        service_date: new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
        time_slot: randomWindow(),
        appliance_type: 'Dryer',
        issue_description: 'Draws with the first-paint stylesheet',
      });
      await assignInFreeWindow(request, vendor.access_token, order.id, { technician_id: technician.user.id, override_hours: true });
      await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, { to: 'accepted' });

      await page.setViewportSize(PHONE);
      await asInstalledApp(page);
      await signInAs(page, 'technician');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByTestId('next-visit').locator('.ant-tag')).toBeVisible();
      const sheets = await headSheets(page);
      expect(madeAtRunTime(sheets), 'components whose rules antd made in the page: add them to FIRST_PAINT_COMPONENTS (libs/web-build/antd-styles.mjs)').toEqual([]);
      expectCascade(sheets);
    });

    test("a vendor's desktop dashboard: what the file lacks antd makes, behind the file and before the page's rules", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await signInAs(page, 'vendor');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const sheets = await headSheets(page);
      const made = madeAtRunTime(sheets);
      // The sidebar's Menu is not in the file; the Button is.
      expect(made.some((sheet) => sheet.includes('.ant-menu'))).toBe(true);
      expect(made.filter((sheet) => /\.ant-btn\b/.test(sheet))).toEqual([]);
      expectCascade(sheets);
    });

    test('signing in with the form (no session when the page opened) still draws from the file', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await asInstalledApp(page);
      await signInWithForm(page, DEMO.technician);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const sheets = await headSheets(page);
      // The sign-in's own toast draws antd's notification, which the file leaves to antd.
      const inTheFile = await classesInTheFile();
      expect(inTheFile).toContain('ant-btn');
      expect(madeAtRunTime(sheets).filter((sheet) => inTheFile.some((name) => new RegExp(`\\.${name}\\b`).test(sheet)))).toEqual([]);
      expectCascade(sheets);
    });
  });
});
