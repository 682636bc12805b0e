import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiLogin, signInAs, type DemoAccount } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { clearNotifications, insertNotifications } from '../support/notifications';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const MENUS: [DemoAccount, string, string[]][] = [
  ['vendor', '/dashboard', ['Dashboard', 'Create Order', 'Orders', 'Customers', 'Technicians', 'Financial Settlements', 'Payments', 'Financial Settings', 'Profile']],
  ['technician', '/dashboard', ['Dashboard', 'My Orders', 'Schedule', 'Availability', 'Financial Settlements', 'Settings']],
  ['admin', '/admin/dashboard', ['Dashboard', 'All Orders', 'Vendors', 'Technicians', 'Unknown SMS', 'Administrators', 'User Management', 'Scheduler', 'System Settings', 'Settings']],
];

const sidebar = (page: Page) => page.getByTestId('sidebar');

test.describe('desktop sidebar (1366×900)', () => {
  test.use({ viewport: DESKTOP });

  for (const [account, home, items] of MENUS) {
    test(`${account}: the menu of SPEC §2 in order, with name, role and Sign Out`, async ({ page }) => {
      // A technician works from the installed app (SPEC §4 gate: technician-onboarding.spec.ts).
      if (account === 'technician') await asInstalledApp(page);
      await signInAs(page, account);
      await page.goto(home);
      await expect(sidebar(page).getByRole('menuitem')).toHaveText(items);
      await expect(page.getByTestId('account')).toContainText(account === 'admin' ? 'Administrator' : account === 'vendor' ? 'Vendor' : 'Technician');
      await expect(sidebar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    });
  }

  test('Ctrl+B collapses to icons (3rem); the cookie keeps it for 7 days across a reload', async ({ page, context }) => {
    await signInAs(page, 'vendor');
    await page.goto('/dashboard');
    await expect(sidebar(page)).toHaveCSS('width', '256px');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveCSS('width', '48px');

    const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604_800 - 120);
    expect(lifetime).toBeLessThanOrEqual(604_800);

    await page.reload();
    await expect(sidebar(page)).toHaveCSS('width', '48px');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveCSS('width', '256px');
    expect((await context.cookies()).find((entry) => entry.name === 'sidebar_state')?.value).toBe('true');
  });

  test('the Customers item shows the unread incoming-SMS count from the API, only while expanded', async ({ page }) => {
    const vendor = await apiLogin(page.request, DEMO.vendor);
    await clearNotifications(vendor.user.id);
    await insertNotifications(vendor.user.id, 'sms_received', 3);
    // Another kind of notification is not an incoming SMS.
    await insertNotifications(vendor.user.id, 'order_completed', 2);
    try {
      await signInAs(page, 'vendor');
      await page.goto('/dashboard');
      const customers = sidebar(page).getByRole('menuitem', { name: /Customers/ });
      await expect(customers.getByTestId('customers-badge')).toHaveText('3');
      await page.keyboard.press('Control+b');
      await expect(page.getByTestId('customers-badge')).toHaveCount(0);
      await page.keyboard.press('Control+b');
      await expect(customers.getByTestId('customers-badge')).toHaveText('3');
    } finally {
      await clearNotifications(vendor.user.id);
    }
  });

  test('dark theme is really dark', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
    await signInAs(page, 'vendor');
    await page.goto('/dashboard');
    await expect(sidebar(page)).toBeVisible();
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const layout = await page.locator('.ff-workspace-main').evaluate((element) => getComputedStyle(element).backgroundColor);
    const side = await sidebar(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(layout)).toBeLessThan(40);
    expect(luminance(side)).toBeLessThan(40);
    expect(luminance(body)).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });
});

test.describe('phones (390×844)', () => {
  test.use({ viewport: PHONE });

  test('vendor: the menu button opens the sidebar as a drawer; choosing an item closes it', async ({ page }) => {
    await signInAs(page, 'vendor');
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    // One header row: menu button and brand; name and Sign Out are in the drawer, language and theme in Settings.
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(57);
    await expect(header.getByRole('combobox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('menuitem')).toHaveText(MENUS[0][2]);
    // SPEC §2: 18rem wide on phones.
    expect((await drawer.boundingBox())?.width).toBeCloseTo(288, 0);
    await drawer.getByRole('link', { name: 'Create Order' }).click();
    await expect(page).toHaveURL(/\/orders\/new$/);
    await expect(drawer).toBeHidden();
  });

  test('technician: the bottom tab bar instead of the sidebar; Orders is active under /orders', async ({ page }) => {
    await asInstalledApp(page);
    await signInAs(page, 'technician');
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await expect(tabs.getByRole('link')).toHaveText(['Home', 'Availability', 'Schedule', 'Orders', 'Profile']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    // One header row: brand, who is signed in and Sign out (Profile holds language and theme).
    const header = page.getByRole('banner');
    await expect(header.getByTestId('account')).toContainText('Technician');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(57);
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    await expect(tabs.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(tabs.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
  });
});
