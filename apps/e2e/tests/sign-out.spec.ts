import { expect, test } from '@playwright/test';
import { DEMO, SESSION_STORAGE_KEY, signInWithForm } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

test('a reload keeps the technician signed in; Sign out ends the session and returns to /login', async ({ page }) => {
  await asInstalledApp(page);
  await signInWithForm(page, DEMO.technician);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Hi Sam — here is /)).toBeVisible();
  await expect(page.getByTestId('account')).toContainText('Technician');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null')?.access_token as string, SESSION_STORAGE_KEY);

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();

  // The old token is dead on the server, and the workspace is closed.
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
