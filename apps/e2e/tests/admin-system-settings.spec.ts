import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PgBoss } from 'pg-boss';
import { DEMO, signInAs } from '../support/accounts';
import { E2E_DATABASE_URL, EXTERNAL_BASE_URL } from '../support/server';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
test.skip(Boolean(EXTERNAL_BASE_URL), 'writes a failed background job into the suite’s own database');

/** Where the screenshots of the page go for a person to look at. */
const SHOTS = '/tmp/shots-admin-d';
const QUEUE = 'e2e-system-settings';

/** A real failed pg-boss job, as a worker that threw leaves it. */
async function failedJob(message: string): Promise<string> {
  const boss = new PgBoss({ connectionString: E2E_DATABASE_URL, schema: 'pgboss', max: 2, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await boss.createQueue(QUEUE, { retryLimit: 0 });
    const id = (await boss.send(QUEUE, { e2e: true }))!;
    await boss.fetch(QUEUE);
    await boss.fail(QUEUE, id, new Error(message));
    return id;
  } finally {
    await boss.stop({ graceful: false });
  }
}

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

test('System Settings: each tab shows real data, a failed job is retried, nothing overflows at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const error = `The printer caught fire ${Date.now()}`;
  await failedJob(error);
  // A real mail in the outbox: a recovery link for the demo vendor.
  expect((await request.post('/api/auth/recover', { data: { email: DEMO.vendor2 } })).status()).toBe(200);

  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/system-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();

  // Vendor defaults: the saved values, changed and saved again.
  const form = page.getByTestId('vendor-defaults-form');
  await expect(form.getByLabel('Tax rate, %')).toHaveValue(/\d/);
  await form.getByLabel('Recall window, days').fill('21');
  await form.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText('Defaults saved')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/system-defaults-1366.png`, fullPage: true });

  await page.getByText('Providers', { exact: true }).click();
  const providers = page.getByTestId('providers-table');
  await expect(providers).toContainText('Email (SMTP)');
  await expect(providers).toContainText('kept in the outbox');
  await page.screenshot({ path: `${SHOTS}/system-providers-1366.png`, fullPage: true });

  await page.getByText('Background jobs', { exact: true }).click();
  await expect(page.getByTestId('job-queues')).toContainText(QUEUE);
  const row = page.getByTestId('job-failures').getByRole('row').filter({ hasText: error });
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/system-jobs-1366.png`, fullPage: true });
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Job sent back to its queue')).toBeVisible();
  // Back in its queue, waiting to retry: no Retry button any more, a Cancel instead.
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await page.getByText('Remote versions', { exact: true }).click();
  await expect(page.getByTestId('remote-releases')).toContainText('vendor');
  await page.screenshot({ path: `${SHOTS}/system-remotes-1366.png`, fullPage: true });

  await page.getByText('Mail outbox', { exact: true }).click();
  const outbox = page.getByTestId('outbox-table');
  await expect(outbox).toContainText(DEMO.vendor2);
  await expect(outbox).toContainText('link unused');
  // The body shows no working link.
  await outbox.getByRole('row').filter({ hasText: DEMO.vendor2 }).first().getByRole('button', { name: /expand/i }).click();
  await expect(page.getByTestId('outbox-body').first()).toContainText('[link unused]');
  await expect(page.getByTestId('outbox-body').first()).not.toContainText('token=');
  await page.screenshot({ path: `${SHOTS}/system-outbox-1366.png`, fullPage: true });

  // A phone: every tab fits in 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['defaults', 'providers', 'jobs', 'remotes', 'outbox']) {
    await page.goto(`/admin/system-settings?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noOverflow(page);
    await page.screenshot({ path: `${SHOTS}/system-${tab}-390.png`, fullPage: true });
  }
});
