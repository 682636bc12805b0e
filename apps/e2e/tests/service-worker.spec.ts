import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/own-dist';

// SPEC §2 "A service worker at /sw.js is registered; when an update is available the user is asked
// to confirm a refresh"; ARCHITECTURE: the shell starts offline from its cache.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Until the worker has precached the shell and controls this page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('offline, the shell still starts from what the service worker cached', async ({ page, context }) => {
  await page.goto('/');
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
    // A release changes /sw.js (its precache list); the browser finds it on its next check.
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
