import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SESSION_STORAGE_KEY, apiLogin, DEMO, signInAs } from '../support/accounts';
import { DESKTOP, PHONE, looks, wear } from '../support/looks';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the screenshots go for a person to look at: each page in each look (all eight with SCREENSHOTS=1). */
const SHOTS = '/tmp/shots-h18-first-hour';

test.use({ viewport: DESKTOP });
// Each test also shoots its pages in the looks of support/looks.ts.
test.setTimeout(180_000);

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

/** The page at `path` in each look (support/looks.ts), each shot checked for sideways scrolling. */
async function shootAll(page: Page, name: string, path: string, heading: { en: string | RegExp; ru: string | RegExp }) {
  mkdirSync(SHOTS, { recursive: true });
  for (const { width, height, theme, language } of looks()) {
    await wear(page, { width, height, theme, language });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}-${language}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await wear(page, { theme: 'light', language: 'en' });
  await page.reload();
}

test('signed in, /login and the home page lead to the dashboard, not to a sign-in form', async ({ page }) => {
  await signInAs(page, 'vendor');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByTestId('landing-actions')).toContainText('Signed in as Acme Appliance Repair');
  await page.getByRole('link', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await shootAll(page, 'landing-signed-in', '/', { en: 'Field service, ordered and done', ru: 'Выездной сервис: заказали — сделали' });
});

test('Access Denied keeps the menu; Profile is called Profile; a toast leaves the header and the title uncovered', async ({ page }) => {
  await signInAs(page, 'vendor');
  await page.goto('/admin/system-settings');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await shootAll(page, 'access-denied', '/admin/system-settings', { en: 'Access Denied', ru: 'Доступ запрещён' });

  await page.getByTestId('sidebar').getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Profile saved' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const header = (await page.locator('header.ff-header').boundingBox())!;
    // The title's words, not its block (which runs the width of the column).
    const title = await page.getByRole('heading', { level: 1, name: 'Profile' }).evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
    const overlaps = (a: typeof box, b: typeof box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(box, header), `toast over the header at ${size.width}`).toBe(false);
    expect(overlaps(box, title), `toast over the title at ${size.width}`).toBe(false);
    await page.screenshot({ path: `${SHOTS}/toast-${size.width}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await shootAll(page, 'settings', '/settings', { en: 'Profile', ru: 'Профиль' });
});

test('a suspended vendor is told it is suspended and whom to write to, not that it is under moderation', async ({ page, request }) => {
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  const company = `Suspended Repairs ${Date.now() % 100_000}`;
  expect((await request.post('/api/auth/signup', { data: { phone, password: DEMO_PASSWORD, role: 'vendor', company_name: company } })).status()).toBe(201);
  const admin = await apiLogin(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const found = (await (await request.get('/api/vendors', { headers, params: { search: company } })).json()) as { items: { id: string }[] };
  expect((await request.patch(`/api/vendors/${found.items[0].id}`, { headers, data: { status: 'suspended' } })).status()).toBe(200);
  const session = await (await request.post('/api/auth/login', { data: { phone, password: DEMO_PASSWORD } })).json();
  await page.addInitScript(([key, value]) => window.localStorage.getItem(key) || window.localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
  await expect(page.getByText(/under moderation/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'support@fixflow.app' })).toHaveAttribute('href', 'mailto:support@fixflow.app');
  await expect(page.getByTestId('account-status')).toHaveText('Status:Suspended');
  await shootAll(page, 'suspended', '/dashboard', { en: 'Account Suspended', ru: 'Учётная запись приостановлена' });
});

test('/payment-success opened without a payment says no payment was made', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { level: 1, name: 'No payment to confirm' })).toBeVisible();
  await expect(page.getByText(/vendor has been notified|Payment received/)).toHaveCount(0);
  await shootAll(page, 'payment-success-none', '/payment-success', { en: 'No payment to confirm', ru: 'Нечего подтверждать' });
});

test('terms and privacy are documents with a table of contents that leads to each section', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'How long we keep it' }).click();
  await expect(page).toHaveURL(/#retention$/);
  await expect(page.getByRole('heading', { level: 2, name: '5. How long we keep it' })).toBeInViewport();
  await shootAll(page, 'privacy', '/privacy-policy', { en: 'Privacy Policy', ru: 'Политика конфиденциальности' });
  await shootAll(page, 'terms', '/terms-of-service', { en: 'Terms of Service', ru: 'Условия использования' });
});

test('the time-slot picker lines its options up in equal columns, on a desktop and a phone', async ({ page }) => {
  await signInAs(page, 'vendor');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Order' })).toBeVisible();
    const options = page.locator('.ant-radio-group').filter({ hasText: 'Exact window' }).locator('.ant-radio-wrapper');
    await expect(options).toHaveCount(5);
    const boxes = await options.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ x, width }) => ({ x: Math.round(x), width: Math.round(width) })));
    // Every option as wide as the others, and each starts at one of a few column edges.
    expect(new Set(boxes.map((box) => box.width)).size, JSON.stringify(boxes)).toBe(1);
    const columns = new Set(boxes.map((box) => box.x));
    expect(columns.size).toBeLessThanOrEqual(size === PHONE ? 1 : 3);
    await page.locator('.ant-radio-group').filter({ hasText: 'Exact window' }).screenshot({ path: `${SHOTS}/time-slots-${size.width}.png` });
  }
  await page.setViewportSize(DESKTOP);
  await shootAll(page, 'create-order', '/orders/new', { en: 'Create Order', ru: 'Создать заказ' });
});

test('a list of one reads "1 vendor", and in Russian "1 поставщик"', async ({ page, request }) => {
  const company = `Plural Check ${Date.now() % 100_000}`;
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  expect((await request.post('/api/auth/signup', { data: { phone, password: DEMO_PASSWORD, role: 'vendor', company_name: company } })).status()).toBe(201);
  await signInAs(page, 'admin');
  const path = `/admin/vendors?search=${encodeURIComponent(company)}`;
  await page.goto(path);
  await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();
  await expect(page.getByText('1 vendor', { exact: true })).toBeVisible();
  await shootAll(page, 'admin-vendors-one', path, { en: 'Vendors', ru: 'Поставщики' });
  await wear(page, { theme: 'light', language: 'ru' });
  await page.goto(path);
  await expect(page.getByText('1 поставщик', { exact: true })).toBeVisible();
});
