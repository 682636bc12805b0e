import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/own-dist';
import { shellKeptOffline } from '../support/service-worker';

// SPEC §2 "A service worker at /sw.js is registered; when an update is available the user is asked
// to confirm a refresh"; ARCHITECTURE: the shell starts offline from its cache.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Until the worker controls this page and holds the shell's files. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await shellKeptOffline(page);
}

test('offline, the shell still starts from what the service worker cached', async ({ page, context }) => {
  await page.goto('/');
  // The page itself asks the active worker for the shell's content-hashed files (its install holds
  // only index.html, the manifest and the icons): the start script is kept without the test's help.
  const main = await page.evaluate(() => document.querySelector('script[src^="/main."]')?.getAttribute('src'));
  await expect
    .poll(() => page.evaluate(async (path) => Boolean(path && (await (await caches.open('fixflow-shell')).match(path))), main), { timeout: 30_000 })
    .toBe(true);
  await controlledByWorker(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Field service, ordered and done' })).toBeVisible();
    // Any page of the app opens from the cached index.html; its router takes over.
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a new version waits until the user agrees, then the page reloads once onto it', async ({ page, ownDist }) => {
  // A new sw.js is written into this worker's own copy of dist: no other test sees a new version.
  const worker = join(ownDist.dir, 'shell', 'sw.js');
  const original = await readFile(worker);
  await page.goto('/');
  await controlledByWorker(page);

  try {
    // A file of the release before this one, no longer listed: the new worker drops it as it takes over.
    const stale = '/release-before.0123456789.js';
    await page.evaluate(async (path) => (await caches.open('fixflow-shell')).put(path, new Response('')), stale);
    // A release changes /sw.js (its lists of files); the browser finds it on its next check.
    await appendFile(worker, `\n// e2e release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of Fixflow is available. Refresh the page to use it?');

    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(() => ((window as { beforeRefresh?: boolean }).beforeRefresh = true));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Field service, ordered and done' })).toBeVisible();
    expect(await page.evaluate(() => (window as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
    // The new worker runs the page, nothing waits any more, and nothing asks again.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(loads).toBe(1);
    await shellKeptOffline(page);
    const kept = await page.evaluate(async () => (await (await caches.open('fixflow-shell')).keys()).map((request) => new URL(request.url).pathname));
    expect(kept).toContain(await page.evaluate(() => new URL((document.querySelector('script[src^="/main."]') as HTMLScriptElement).src).pathname));
    expect(kept).not.toContain(stale);
  } finally {
    await writeFile(worker, original);
  }
});

test('Later keeps the page; the question comes in Russian too', async ({ page, ownDist }) => {
  const worker = join(ownDist.dir, 'shell', 'sw.js');
  const original = await readFile(worker);
  await page.addInitScript(() => window.localStorage.setItem('fixflow.language', 'ru'));
  await page.goto('/');
  await controlledByWorker(page);
  try {
    await appendFile(worker, `\n// e2e release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('Доступна новая версия Fixflow. Обновить страницу?');
    await prompt.getByRole('button', { name: 'Позже' }).click();
    await expect(prompt).toBeHidden();
    // Still the old worker, still waiting: nothing was forced on the user.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  } finally {
    await writeFile(worker, original);
  }
});
