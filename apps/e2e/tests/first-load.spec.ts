import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { DIST } from '../support/dist';

/** gzip -6 bytes of the JavaScript a cold load requests until the network is idle, read from dist. */
async function firstLoadJs(page: Page, path: string): Promise<{ total: number; files: Record<string, number> }> {
  const scripts: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const files: Record<string, number> = {};
  for (const script of scripts) {
    const file = script.startsWith('/remotes/') ? join(DIST, script) : join(DIST, 'shell', script);
    files[script] = gzipSync(await readFile(file), { level: 6 }).length;
  }
  return { total: Object.values(files).reduce((sum, size) => sum + size, 0), files };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

test('the public landing page loads without antd or any remote', async ({ page }, testInfo) => {
  const landing = await firstLoadJs(page, '/');
  await testInfo.attach('first-load-landing.json', { body: JSON.stringify(landing, null, 2), contentType: 'application/json' });
  console.log(`first-load JS for /: ${kb(landing.total)} KB gzip in ${Object.keys(landing.files).length} files`);
  expect(Object.keys(landing.files).filter((file) => file.startsWith('/remotes/'))).toEqual([]);
  // ~200 KB today (react-dom 64, react-router 59, MF runtime 33, i18next 25…); antd alone
  // would add ~430 KB: the budget catches antd or a remote sneaking into the public pages.
  expect(landing.total).toBeLessThan(240 * 1024);
});

test('a workspace page reports its first-load JavaScript', async ({ page }, testInfo) => {
  await signInAs(page, 'vendor');
  const workspace = await firstLoadJs(page, '/orders/new');
  await testInfo.attach('first-load-orders-new.json', { body: JSON.stringify(workspace, null, 2), contentType: 'application/json' });
  const remote = Object.entries(workspace.files).filter(([file]) => file.startsWith('/remotes/'));
  console.log(
    `first-load JS for /orders/new: ${kb(workspace.total)} KB gzip, of which vendor remote ${kb(remote.reduce((sum, [, size]) => sum + size, 0))} KB (${remote.map(([file, size]) => `${file.split('/').pop()} ${kb(size)}`).join(', ')})`,
  );
  expect(remote.length).toBeGreaterThan(0);
});
