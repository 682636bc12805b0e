import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the screenshots of the pages go for a person to look at. */
const SHOTS = '/tmp/shots-admin-a';

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
const today = () => new Date().toISOString().slice(0, 10);

test('admin dashboard → a figure → All Orders, filtered by vendor, an order cancelled with a reason; nothing overflows at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  // Two vendors' orders for today, so the dashboard's "Orders today" leads to both.
  const customer = `Admin-orders ${Date.now()}`;
  const vendorIds: string[] = [];
  for (const who of ['vendor', 'vendor2'] as const) {
    const { access_token } = await apiLogin(request, DEMO[who]);
    const created = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${access_token}` },
      data: { customer_name: `${customer} ${who}`, phone: '(512) 555-0134', address: '12 Elm St', city: 'Austin', service_date: today(), time_slot: 'all_day', appliance_type: 'Washer', issue_description: 'Leaks' },
    });
    expect(created.status(), await created.text()).toBe(201);
    vendorIds.push(((await created.json()) as { vendor_id: string }).vendor_id);
  }
  const admin = await apiLogin(request, DEMO.admin);
  const vendors = (await (await request.get('/api/vendors?limit=100', { headers: { Authorization: `Bearer ${admin.access_token}` } })).json()) as { items: { id: string; company_name: string }[] };
  const vendorName = vendors.items.find((vendor) => vendor.id === vendorIds[0])!.company_name;

  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByTestId('chart-orders-per-day')).toBeVisible();
  await expect(page.getByTestId('chart-weekly-revenue')).toBeVisible();
  await expect(page.getByTestId('count-failedJobs')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-1366-light-en.png`, fullPage: true });

  // The figure leads to the list behind it.
  await page.getByTestId('count-ordersToday').click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?date_from=${today()}&date_to=${today()}`));
  await expect(page.getByRole('heading', { level: 1, name: 'All Orders' })).toBeVisible();
  const table = page.getByTestId('all-orders');
  await expect(table).toContainText(`${customer} vendor`);
  await expect(table).toContainText(`${customer} vendor2`);

  // One vendor's only.
  await page.getByTestId('filter-vendor').click();
  await page.locator('.ant-select-item-option').filter({ hasText: vendorName }).click();
  await expect(page).toHaveURL(new RegExp(`vendor_id=${vendorIds[0]}`));
  await expect(table).not.toContainText(`${customer} vendor2`);
  await expect(table).toContainText(`${customer} vendor`);
  const rows = table.locator('tbody tr.ant-table-row');
  for (const row of await rows.all()) await expect(row).toContainText(vendorName);
  await page.screenshot({ path: `${SHOTS}/all-orders-1366-light-en.png`, fullPage: true });

  // Clear the vendor filter and cancel vendor2's order with a reason.
  await page.goto(`/admin/orders?date_from=${today()}&date_to=${today()}`);
  await table.getByText(`${customer} vendor2`).click();
  const drawer = page.getByTestId('admin-order');
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-drawer-1366-light-en.png` });
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByLabel('Reason').fill('Customer moved away');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order is now Cancelled')).toBeVisible();
  await expect(drawer.getByText('Cancelled').first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Dark and Russian at desktop width.
  for (const [theme, language] of [['dark', 'en'], ['light', 'ru'], ['dark', 'ru']] as const) {
    await page.evaluate(([t, l]) => {
      window.localStorage.setItem('vite-ui-theme', t);
      window.localStorage.setItem('fixflow.language', l);
    }, [theme, language] as const);
    for (const [path, shot] of [['/admin/dashboard', 'dashboard'], ['/admin/orders', 'all-orders']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/${shot}-1366-${theme}-${language}.png`, fullPage: true });
    }
  }

  // At 390 px nothing overflows.
  await page.evaluate(() => {
    window.localStorage.setItem('vite-ui-theme', 'light');
    window.localStorage.setItem('fixflow.language', 'en');
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, shot] of [['/admin/dashboard', 'dashboard-390'], [`/admin/orders?date_from=${today()}&date_to=${today()}`, 'all-orders-390']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
  await page.getByTestId('all-orders').locator('tbody tr.ant-table-row').first().click();
  await expect(page.getByTestId('admin-order')).toBeVisible();
  await noOverflow(page);
  await page.screenshot({ path: `${SHOTS}/order-drawer-390.png` });
});
