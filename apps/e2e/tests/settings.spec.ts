import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
test.use({ viewport: { width: 1366, height: 900 } });

test('settings: a technician switches to Russian and dark, both survive a reload; the profile saves', async ({ page }) => {
  await asInstalledApp(page);
  await signInAs(page, 'technician');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const city = page.getByLabel('City');
  await expect(city).not.toHaveValue('');
  const before = await city.inputValue();
  await city.fill('Round Rock');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save profile' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.locator('.ant-segmented').getByText('Русский').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await page.locator('.ant-segmented').getByText('Тёмная').click();
  await page.reload();
  await expect(page.getByTestId('sidebar').getByRole('menuitem')).toHaveText(['Панель', 'Мои заказы', 'Расписание', 'Доступность', 'Взаиморасчёты', 'Настройки']);
  await expect(page.getByLabel('Город')).toHaveValue('Round Rock');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

  // Leave the demo account as the other tests expect it.
  await page.getByLabel('Город').fill(before);
  await page.getByRole('button', { name: 'Сохранить профиль' }).click();
  await expect(page.getByText('Профиль сохранён')).toBeVisible();
});
