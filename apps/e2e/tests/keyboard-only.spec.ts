import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** A future day unlikely to have been used on this database before, so reruns never clash on the slot. */
function randomServiceDate(): Date {
  return new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 365 * 40) * 86_400_000);
}

/**
 * Presses Tab until `target` has the focus, as someone without a mouse moves through a page;
 * fails when it is not in the tab order within `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  // Attached, not visible: antd's radio buttons and segments keep their inputs visually hidden.
  await target.waitFor({ state: 'attached' });
  const handle = await target.elementHandle();
  for (let presses = 0; presses < max; presses += 1) {
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} presses of Tab: ${target}`);
}

async function tabAndType(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

async function signInWithKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await tabAndType(page, page.getByLabel('Email or phone'), email);
  await tabAndType(page, page.getByLabel('Password'), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test('with the keyboard alone, a vendor signs in, creates and assigns an order, and the technician on a phone accepts it', async ({ page: vendor, browser }) => {
  test.setTimeout(120_000);
  const day = randomServiceDate();
  // A date input takes its digits in the browser's locale order (en-US: month, day, year).
  const typedDate = `${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}${day.getUTCFullYear()}`;
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

  await vendor.setViewportSize({ width: 1366, height: 900 });
  await signInWithKeyboard(vendor, DEMO.vendor);
  await expect(vendor).toHaveURL(/\/dashboard$/);

  // Create Order from the sidebar.
  await tabTo(vendor, vendor.getByTestId('sidebar').getByRole('link', { name: 'Create Order' }));
  await vendor.keyboard.press('Enter');
  await expect(vendor).toHaveURL(/\/orders\/new$/);
  await tabAndType(vendor, vendor.getByLabel('Phone'), phone);
  await tabAndType(vendor, vendor.getByLabel('Customer name'), 'Kim Keyboard');
  await tabAndType(vendor, vendor.getByLabel('Address'), '7 Tab Street');
  await tabAndType(vendor, vendor.getByLabel('City'), 'Springfield');
  await tabAndType(vendor, vendor.getByLabel('Service date'), typedDate);
  // A radio group is one stop of the tab order; the arrow keys choose within it.
  await tabTo(vendor, vendor.getByRole('radio', { checked: true }));
  await vendor.keyboard.press('ArrowRight');
  await expect(vendor.getByRole('radio', { name: /^Afternoon/ })).toBeChecked();
  await tabAndType(vendor, vendor.getByLabel('Appliance type'), 'Washer');
  await tabAndType(vendor, vendor.getByLabel('Issue description'), 'Leaks');
  await tabTo(vendor, vendor.getByRole('button', { name: 'Create order' }));
  await vendor.keyboard.press('Enter');

  const heading = vendor.getByRole('heading', { level: 1, name: /^Order INV-\d+$/ });
  await expect(heading).toBeVisible();
  const invoice = ((await heading.textContent()) ?? '').replace('Order ', '');
  const orderUrl = vendor.url();

  // Assign the demo technician.
  await tabTo(vendor, vendor.getByRole('button', { name: 'Assign technician' }));
  await vendor.keyboard.press('Enter');
  const row = vendor.getByTestId('roster-tech@fixflow.test');
  await expect(row).toContainText('Free');
  await tabTo(vendor, row.getByRole('button', { name: 'Assign' }));
  await vendor.keyboard.press('Enter');
  await expect(vendor).toHaveURL(orderUrl);

  // The technician, on a phone, finds it under Orders and accepts it.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const technician = await phoneContext.newPage();
  await asInstalledApp(technician);
  await signInWithKeyboard(technician, DEMO.technician);
  await expect(technician).toHaveURL(/\/dashboard$/);
  await tabTo(technician, technician.getByRole('link', { name: 'Orders' }));
  await technician.keyboard.press('Enter');
  await expect(technician.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  // Today → Upcoming: one stop of the tab order, the arrow keys move along it.
  await tabTo(technician, technician.getByRole('radio', { name: /^Today/ }));
  await technician.keyboard.press('ArrowRight');
  await expect(technician.getByRole('radio', { name: /^Upcoming/ })).toBeChecked();
  const card = technician.locator(`[data-invoice="${invoice}"]`);
  await tabTo(technician, card, 120);
  await technician.keyboard.press('Enter');
  await tabTo(technician, technician.getByRole('button', { name: 'Accept', exact: true }));
  await technician.keyboard.press('Enter');
  await expect(technician.getByTestId('order-status')).toHaveText('Accepted');

  await expect(vendor.getByTestId('order-status')).toHaveText('Scheduled');
  await phoneContext.close();
});
