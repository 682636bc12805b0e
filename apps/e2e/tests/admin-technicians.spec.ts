import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from '../support/accounts';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the screenshots of the pages go for a person to look at. */
const SHOTS = '/tmp/shots-admin-b';

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

test('an admin finds a technician, deactivates it (it can no longer sign in), sees the audit entry; nothing overflows at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  // A technician of this run's own (signing up by phone needs no confirmation), so no other test's technician changes.
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  const name = `E2E Tech ${Date.now()}`;
  const signup = await request.post('/api/auth/signup', { data: { phone, password: DEMO_PASSWORD, role: 'technician', full_name: name } });
  expect(signup.status()).toBe(201);

  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/technicians');
  await expect(page.getByRole('heading', { level: 1, name: 'Technicians' })).toBeVisible();
  await expect(page.getByTestId('technicians-table')).toContainText('tech@fixflow.test');
  await page.screenshot({ path: `${SHOTS}/technicians-1366.png`, fullPage: true });

  await page.getByLabel('Search technicians').fill(name);
  await page.getByLabel('Search technicians').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('On no roster');
  await row.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('technician-status')).toHaveText('Active');
  await expect(page.getByText('No history for this record')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Technician deactivated')).toBeVisible();
  await expect(page.getByTestId('technician-status')).toHaveText('Inactive');
  const history = page.getByTestId('technician-history');
  await expect(history).toContainText('Deactivated a technician');
  await expect(history.getByTestId('audit-change')).toHaveText('status: active → inactive');
  await page.screenshot({ path: `${SHOTS}/technician-details-1366.png`, fullPage: true });

  // Deactivated: signing in answers the catalogue's inactive account.
  const login = await request.post('/api/auth/login', { data: { phone, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(403);
  expect((await login.json()).code).toBe('ACCOUNT_INACTIVE');

  // The whole log, from the record's History link: the entry, who did it.
  await history.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?target_type=technician&target_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByTestId('audit-table').getByRole('row', { name: /Deactivated a technician/ });
  await expect(entry).toContainText('status: active → inactive');
  await page.screenshot({ path: `${SHOTS}/audit-1366.png`, fullPage: true });
  await page.getByRole('button', { name: 'Show the whole log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByTestId('audit-table')).toContainText('Deactivated a technician');

  // At 390 px nothing overflows: the list, the technician, the log.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, shot] of [
    ['/technicians', 'technicians-390'],
    [`/technicians/${(await signup.json()).user.id}`, 'technician-details-390'],
    ['/admin/audit', 'audit-390'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
});
