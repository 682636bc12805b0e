import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { audit, describeFindings, openInApp, prepareForAudit, type Finding } from '../support/axe';
import { call, randomServiceDate } from '../support/api';
import { looks, wear } from '../support/looks';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
// Twice in the whole suite (never alone) the page showed the closed order without its stars; one
// retry while that is chased (issue 14's note), so a real regression still fails twice.
test.describe.configure({ retries: 1 });

/** Where the screenshots of the banner and the picker go for a person to look at. */
const SHOTS = process.env.RECALL_SHOTS_DIR ?? '/tmp/shots-recall';

const orderIdOf = (page: Page) => /\/orders\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

/** Fills the order form's fields every order needs. */
async function fillVisit(page: Page, phone: string, serviceDate: string) {
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Customer name').fill('Rita Recall');
  await page.getByLabel('Address').fill('7 Repeat Road');
  await page.getByLabel('Service date').fill(serviceDate);
}

test('a second order for the same appliance is a recall: the vendor sees the banner and says it is not one, with a reason', async ({ page, request }) => {
  // Two pages in eight looks each (~1.2 min on a quiet machine; a busy CI machine took over 3).
  test.setTimeout(360_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const serial = `SN-${Math.floor(Math.random() * 1e9)}`;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'vendor');

  // 1. A new customer's order with a new appliance, its type taken from the order's.
  await page.goto('/orders/new');
  await fillVisit(page, phone, randomServiceDate());
  await page.getByLabel('Appliance type').fill('Washer');
  await page.getByRole('combobox', { name: 'Appliance' }).click();
  await page.getByTitle('+ Add an appliance').click();
  const added = page.getByTestId('new-appliance');
  await expect(added.getByLabel('Type')).toHaveValue('Washer');
  await added.getByLabel('Brand').fill('Bosch');
  await added.getByLabel('Model').fill('WAT28400');
  await added.getByLabel('Serial number').fill(serial);
  await added.getByLabel('Install date').fill('2023-04-05');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByTestId('order-appliance')).toContainText(`Washer · Bosch WAT28400Serial number: ${serial}`);
  const firstId = orderIdOf(page);
  const first = await call(request, vendor.access_token, 'get', `/api/orders/${firstId}`);
  expect(first.appliance).toMatchObject({ type: 'Washer', brand: 'Bosch', model: 'WAT28400', serial, install_date: '2023-04-05' });

  // 2. The technician does the job (through the API).
  await call(request, vendor.access_token, 'post', `/api/orders/${firstId}/assign`, { technician_id: technician.user.id });
  for (const to of ['accepted', 'en_route', 'in_progress']) await call(request, technician.access_token, 'post', `/api/orders/${firstId}/transitions`, { to });
  await call(request, technician.access_token, 'post', `/api/orders/${firstId}/transitions`, {
    to: 'completed',
    completion: { labor: '120.00', parts_price: '0.00', parts_cost: '0.00', parts_paid_by: 'vendor', tip: '0.00', resolution: 'Replaced the drain pump', payments: [{ method: 'cash', amount: '120.00', collected_by: 'technician' }] },
  });

  // 3. The vendor approves it with the customer's 4 stars.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting approval');
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog');
  await approve.getByRole('button', { name: '4 of 5' }).click();
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await approve.screenshot({ path: `${SHOTS}/approve-rating-1366-light-en.png` });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Done');
  // What was stored first, then what the page shows of it once read again.
  const closed = await call(request, vendor.access_token, 'get', `/api/orders/${firstId}`);
  expect(closed.rating).toBe(4);
  await page.reload();
  await expect(page.getByTestId('order-rating').getByRole('button', { name: '4 of 5' })).toHaveAttribute('aria-pressed', 'true');

  // 4. The customer calls again: found by the phone, the same washer picked.
  await page.goto('/orders/new');
  await fillVisit(page, phone, randomServiceDate());
  await expect(page.getByTestId('customer-found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Appliance' }).click();
  await page.getByTitle(`Washer · Bosch WAT28400 · SN ${serial}`).click();
  await expect(page.getByLabel('Appliance type')).toHaveValue('Washer');
  await page.getByRole('button', { name: 'Create order' }).click();
  const banner = page.getByTestId('recall-banner');
  await expect(banner).toContainText(new RegExp(`Recall of ${first.invoice_number} \\(completed .+ by ${closed.technician.full_name}\\)`));
  const secondId = orderIdOf(page);

  // 5. Not a recall: the reason is required (the API says so, in words under the field), then given.
  await banner.getByRole('button', { name: 'Not a recall' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Not a recall' }).click();
  await expect(dialog.locator('.ant-form-item-explain')).toHaveText('Required');
  await dialog.getByLabel('Why is it not a recall?').fill('A different fault: the door lock, not the pump');
  await dialog.getByRole('button', { name: 'Not a recall' }).click();
  await expect(page.getByTestId('recall-dismissed-reason')).toHaveText('Reason: A different fault: the door lock, not the pump');
  await expect(banner.getByRole('button', { name: 'Mark as recall again' })).toBeVisible();
  const second = await call(request, vendor.access_token, 'get', `/api/orders/${secondId}`);
  expect(second.recall).toMatchObject({ status: 'dismissed', original_order_id: firstId, dismissed_reason: 'A different fault: the door lock, not the pump' });

  // 6. Marked a recall again, so the screenshots show the banner as the vendor first sees it.
  await banner.getByRole('button', { name: 'Mark as recall again' }).click();
  await expect(banner.getByRole('button', { name: 'Not a recall' })).toBeVisible();

  // Screenshots: the order page with the banner, the form with the picker open and the
  // customer's appliances, each in the looks (support/looks.ts: desktop and phone, light and dark, English and Russian).
  mkdirSync(SHOTS, { recursive: true });
  for (const { width, height, theme, language } of looks()) {
    await wear(page, { width, height, theme, language });
    await page.goto(`/orders/${secondId}`);
    await expect(page.getByTestId('recall-banner')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/order-recall-${width}-${theme}-${language}.png`, fullPage: true });

    await page.goto('/orders/new');
    await page.locator('#phone').fill(phone);
    await expect(page.getByTestId('customer-found')).toBeVisible();
    await page.locator('#appliance_choice').click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect(dropdown).toBeVisible();
    // Drawn once it has slid in, not half-faded over the hint.
    await expect(dropdown).not.toHaveClass(/-(appear|enter)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/form-picker-${width}-${theme}-${language}.png`, fullPage: true });
    await page.keyboard.press('Escape');

    await page.goto(`/customers/${closed.customer_id}`);
    await expect(page.getByTestId('appliance-row')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/customer-appliances-${width}-${theme}-${language}.png`, fullPage: true });
  }
});

test('the recall banner, its dialog, the rating and the appliances pass WCAG A/AA in both themes', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const visit = { customer_name: 'Axel Audit', phone, address: '9 Contrast Court', service_date: randomServiceDate(), time_slot: 'morning', appliance_type: 'Dryer' };
  const first = await call(request, vendor.access_token, 'post', '/api/orders', { ...visit, appliance: { type: 'Dryer', brand: 'Miele', model: 'T1', serial: `D-${Math.floor(Math.random() * 1e9)}`, install_date: '2022-01-02' } });
  await call(request, vendor.access_token, 'post', `/api/orders/${first.id}/assign`, { technician_id: technician.user.id });
  for (const to of ['accepted', 'en_route', 'in_progress']) await call(request, technician.access_token, 'post', `/api/orders/${first.id}/transitions`, { to });
  await call(request, technician.access_token, 'post', `/api/orders/${first.id}/transitions`, {
    to: 'completed',
    completion: { labor: '80.00', parts_price: '0.00', parts_cost: '0.00', parts_paid_by: 'vendor', tip: '0.00', resolution: 'Cleaned the lint trap', payments: [{ method: 'cash', amount: '80.00', collected_by: 'technician' }] },
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${first.id}/transitions`, { to: 'closed', rating: 5 });
  const second = await call(request, vendor.access_token, 'post', '/api/orders', { ...visit, service_date: randomServiceDate(), appliance_id: first.appliance_id });
  expect(second.recall_of_order_id).toBe(first.id);

  const findings: Finding[] = [];
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await prepareForAudit(page, theme);
    await signInAs(page, 'vendor');
    await page.goto(`/orders/${second.id}`);
    await expect(page.getByTestId('recall-banner')).toBeVisible();
    findings.push(...(await audit(page, `${theme} /orders/:recall`)));
    await page.getByTestId('recall-banner').getByRole('button', { name: 'Not a recall' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Not a recall' }).click();
    await expect(page.getByRole('dialog').locator('.ant-form-item-explain')).toHaveText('Required');
    // The dialog at rest: the pointer that pressed OK would leave its hover colour under the audit.
    await page.mouse.move(0, 0);
    findings.push(...(await audit(page, `${theme} "Not a recall" dialog with its error`)));
    await page.getByRole('dialog').getByLabel('Why is it not a recall?').fill('Another fault');
    await page.getByRole('dialog').getByRole('button', { name: 'Not a recall' }).click();
    await expect(page.getByTestId('recall-dismissed-reason')).toBeVisible();
    findings.push(...(await audit(page, `${theme} /orders/:dismissed-recall`)));
    await page.getByRole('button', { name: 'Mark as recall again' }).click();
    await expect(page.getByTestId('recall-banner').getByRole('button', { name: 'Not a recall' })).toBeVisible();
    await openInApp(page, `/orders/${first.id}`);
    await expect(page.getByTestId('order-rating')).toBeVisible();
    findings.push(...(await audit(page, `${theme} /orders/:closed-with-rating`)));
    await openInApp(page, `/customers/${first.customer_id}`);
    await expect(page.getByTestId('appliance-row')).toHaveCount(1);
    findings.push(...(await audit(page, `${theme} /customers/:id with appliances`)));
    await context.close();
  }
  expect(describeFindings(findings), 'serious or critical WCAG 2.1 A/AA violations').toEqual([]);
});
