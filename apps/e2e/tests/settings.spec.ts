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

test("a remote page switches language at once, reading the remote's other words only then; a Russian start draws no English", async ({ page }) => {
  // The remote's words of each language are a file of their own (RemoteApp.i18n, BUILD.md "What ships first").
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/vendor/') && pathname.endsWith('.js')) remoteFiles.push(pathname);
  });
  await signInAs(page, 'vendor');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('remote-version')).toHaveText(/^Vendor app \d/);
  const english = remoteFiles.length;

  await page.getByLabel('Language').selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
  await expect(page.getByTestId('remote-version')).toHaveText(/^Приложение поставщика \d/);
  expect(remoteFiles.length, "the remote's Russian, read on the switch").toBeGreaterThan(english);

  // Reloaded in Russian: the first heading the remote draws is already Russian.
  await page.addInitScript(() => {
    const seen: string[] = [];
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('main h1')) if (!seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
      (window as unknown as { headings: string[] }).headings = seen;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual(['Панель']);

  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('remote-version')).toHaveText(/^Vendor app \d/);
});
