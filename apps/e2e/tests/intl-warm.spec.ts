import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page, type Worker } from '@playwright/test';
import { DEMO, signInAs, signInWithForm } from '../support/accounts';
import { DIST } from '../support/dist';
import { asInstalledApp } from '../support/installed-app';

/*
 * ICU's first date and number format is made in a worker while a signed-in page loads
 * (libs/web-build/intl-warm.mjs; BUILD.md "What ships first"), so the page's own first format
 * does not hold its main thread (180–240 ms of a long task at Lighthouse's 4x CPU). Nothing breaks
 * visibly when the worker is missing — the page only gets slower — so this checks that it is built,
 * started where a first screen formats dates, ended once it has answered, and never started by a
 * public page.
 */

const WORKER = /\/intl-warm\.[0-9a-f]{10}\.js$/;

/** Every worker the page starts, each with whether it has ended. */
function watchWorkers(page: Page): { started: () => string[]; ended: () => string[] } {
  const workers: Worker[] = [];
  const closed = new Set<Worker>();
  page.on('worker', (worker) => {
    workers.push(worker);
    worker.on('close', () => closed.add(worker));
  });
  const paths = (list: Worker[]) => list.map((worker) => new URL(worker.url()).pathname);
  return { started: () => paths(workers), ended: () => paths(workers.filter((worker) => closed.has(worker))) };
}

test.describe("ICU's first formats in a worker", () => {
  test('index.html starts a worker the build wrote', async () => {
    const html = await readFile(join(DIST, 'shell', 'index.html'), 'utf8');
    const file = /new Worker\(["'](\/intl-warm\.[0-9a-f]{10}\.js)["']\)/.exec(html)?.[1];
    expect(file, "index.html's loader names the worker's file").toMatch(WORKER);
    expect(await readdir(join(DIST, 'shell'))).toContain(file?.slice(1));
    const source = await readFile(join(DIST, 'shell', file ?? ''), 'utf8');
    // Both UI languages' formats, and the word the page ends it on.
    expect(source).toContain("['en', 'ru']");
    expect(source).toContain('Intl.DateTimeFormat');
    expect(source).toContain('postMessage');
  });

  test('/login, a public page, starts none', async ({ page }) => {
    const workers = watchWorkers(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(workers.started().filter((path) => WORKER.test(path))).toEqual([]);
  });

  test.describe('signed in', () => {
    test.skip(process.env.E2E_SERVER === 'static', 'the dashboards need the API and its data');

    test("a technician's reload starts it at once, and it ends when it has answered; the greeting's date draws", async ({ page }) => {
      const workers = watchWorkers(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await asInstalledApp(page);
      await signInAs(page, 'technician');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // "Hi Tom — here is Friday, 27 November.": a date formatted in the page, after the worker's.
      await expect(page.getByText(/^Hi .+ — here is .*\d/)).toBeVisible();
      expect(workers.started().filter((path) => WORKER.test(path))).toHaveLength(1);
      await expect.poll(() => workers.ended().filter((path) => WORKER.test(path)), { message: 'the worker ends once it has answered' }).toHaveLength(1);
    });

    test('signing in with the form (no session when the page opened) starts it with the workspace', async ({ page }) => {
      const workers = watchWorkers(page);
      await page.goto('/login', { waitUntil: 'networkidle' });
      expect(workers.started().filter((path) => WORKER.test(path))).toEqual([]);
      await signInWithForm(page, DEMO.vendor, undefined, '');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect(workers.started().filter((path) => WORKER.test(path))).toHaveLength(1);
    });
  });
});
