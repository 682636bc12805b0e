import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { randomServiceDate } from '../support/api';
import { watchSockets } from '../support/sockets';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

test('a vendor creates, finds and assigns an order; the technician on a phone sees it arrive and accepts it; the vendor sees Scheduled, all live', async ({ page: vendor, browser }) => {
  test.setTimeout(120_000);
  const serviceDate = randomServiceDate();
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

  // The technician opens My Orders on a phone first, and keeps it open.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const technician = await phoneContext.newPage();
  await asInstalledApp(technician);
  await signInAs(technician, 'technician');
  const sockets = watchSockets(technician);
  await technician.goto('/orders');
  await expect(technician.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect.poll(sockets.live).toBe(true);
  await technician.getByText(/^Upcoming/).click();

  // The vendor takes the call.
  await vendor.setViewportSize({ width: 1366, height: 900 });
  await signInAs(vendor, 'vendor');
  await vendor.goto('/orders/new');
  await vendor.getByLabel('Phone').fill(phone);
  await vendor.getByLabel('Customer name').fill('Erin Example');
  await vendor.getByLabel('Address').fill('12 Test Street');
  await vendor.getByLabel('City').fill('Springfield');
  await vendor.getByLabel('Service date').fill(serviceDate);
  await vendor.getByText('Afternoon, 12:00–16:00').click();
  await vendor.getByLabel('Appliance type').fill('Washer');
  await vendor.getByLabel('Issue description').fill('Does not drain');
  await vendor.getByRole('button', { name: 'Create order' }).click();

  const heading = vendor.getByRole('heading', { level: 1, name: /^Order INV-\d+$/ });
  await expect(heading).toBeVisible();
  const invoice = ((await heading.textContent()) ?? '').replace('Order ', '');
  const suffix = invoice.replace(/^INV-/, '');

  // Found again by the end of its invoice number.
  await vendor.goto('/orders');
  await expect(vendor.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await vendor.getByLabel('Open an order by invoice number').fill(suffix);
  await vendor.getByLabel('Open an order by invoice number').press('Enter');
  await expect(vendor.getByRole('heading', { level: 1, name: `Order ${invoice}` })).toBeVisible();
  const orderUrl = vendor.url();
  await expect(vendor.getByTestId('order-status')).toHaveText('New');

  // Assign the demo technician, who is free that day.
  await vendor.getByRole('button', { name: 'Assign technician' }).click();
  const row = vendor.getByTestId('roster-tech@fixflow.test');
  await expect(row).toContainText('Free');
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(vendor).toHaveURL(orderUrl);
  await expect(vendor.getByTestId('order-status')).toHaveText('New');

  // The order arrives on the phone without a reload, and is accepted there.
  const card = technician.locator(`[data-invoice="${invoice}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Assigned');
  await card.click();
  await technician.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(technician.getByTestId('order-status')).toHaveText('Accepted');

  // The vendor's open page follows, still without a reload.
  await expect(vendor.getByTestId('order-status')).toHaveText('Scheduled');
  await expect(vendor).toHaveURL(orderUrl);
  await phoneContext.close();
});
