import { expect, test } from '@playwright/test';

// The sign-in form talks to the real API: only meaningful against `npm start`.
test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

test('a wrong password shows the API’s message on the sign-in form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('vendor@fixflow.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a vendor signs in and lands on the dashboard of the vendor remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.goto('/login');
  await page.getByLabel('Email').fill('vendor@fixflow.test');
  await page.getByLabel('Password').fill('Fixflow-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The home page's counts come from the API (or its empty state, for a vendor with no orders yet).
  await expect(page.getByTestId('count-today').or(page.getByText('No orders yet'))).toBeVisible();
  await expect(page.getByTestId('remote-version')).toContainText('Vendor app');
  // A signed-in user downloads only their own role's remote.
  expect(requested.filter((path) => /^\/remotes\/(admin|technician)\//.test(path))).toEqual([]);
});

test('right after sign-in the workspace frame is drawn at once, while antd is still on its way', async ({ page }) => {
  // antd arrives late (a slow phone network): until then the frame and its Loading line show,
  // never an empty page under the header.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/antd-base\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('vendor@fixflow.test');
  await page.getByLabel('Password').fill('Fixflow-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const frame = page.getByTestId('workspace-placeholder');
  await expect(frame.getByRole('status')).toHaveText('Loading...');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(frame).toHaveCount(0);
});

test.describe('a Russian browser registering', () => {
  test.use({ locale: 'ru-RU' });

  test('a phone that is no phone number is refused under its field in the API’s words; the API’s own field problems come back by code, under their fields, in Russian', async ({ page }) => {
    await page.goto('/vendor-registration');
    await page.getByLabel('Название компании').fill('E2E Repairs');
    const phone = page.getByLabel(/^Телефон/);
    await phone.fill('555-12');
    await page.getByLabel('Пароль').fill('Some-long-pass-42');
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(phone).toHaveAccessibleDescription('Должен быть номер телефона, например +15551234567 или (555) 123-4567');

    // A good number is shown as it will be stored; a city too long is the API's to refuse.
    await phone.fill('(512) 555-0134');
    await phone.blur();
    await expect(phone).toHaveValue('+15125550134');
    const city = page.getByLabel(/^Город/);
    await city.fill('Остин'.repeat(25));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    expect((await answered).status()).toBe(400);
    await expect(city).toHaveAccessibleDescription('Не длиннее 120 символов');
    await expect(page.getByTestId('auth-error')).toHaveCount(0);
  });
});
