import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { call, randomServiceDate } from '../support/api';
import { fillCompletion } from '../support/completion-form';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a technician on a phone completes a taxable order with its figures, then reads that they owe the vendor 142.00', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);

  // Issue 13's worked example: commission 50 %, 8 % tax on parts only, no roster override.
  const settings = await call(request, vendor.access_token, 'get', '/api/vendor-settings');
  await call(request, vendor.access_token, 'put', '/api/vendor-settings', {
    default_commission_pct: '50.00',
    tax_rate_pct: '8.000',
    tax_labor: false,
    card_fee_pct: '2.90',
    card_fee_fixed: '0.30',
    settlement_week_start: settings.settlement_week_start,
    timezone: settings.timezone,
  });
  const order = await call(request, vendor.access_token, 'post', '/api/orders', {
    customer_name: 'Erin Example',
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    address: '12 Test Street',
    city: 'Springfield',
    service_date: randomServiceDate(),
    time_slot: 'morning',
    issue_description: 'Does not drain',
    taxable: true,
    tax_rate: 8,
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/assign`, { technician_id: technician.user.id });
  for (const to of ['accepted', 'en_route', 'in_progress']) await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, { to });

  await asInstalledApp(page);
  await signInAs(page, 'technician');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Working');

  const form = await fillCompletion(page, { labor: '200', partsPrice: '150', partsCost: '90', tip: '20', whatWasDone: 'Replaced the drain pump' });
  await expect(page.getByTestId('completion-owes')).toContainText('362.00');

  // A payment the API refuses on the client first: nothing is sent, the order stays in progress.
  await form.getByRole('button', { name: 'Add payment' }).click();
  const payment = form.getByRole('group', { name: 'Payment 1' });
  await expect(payment.getByLabel('Amount')).toHaveValue('382.00');
  await payment.getByLabel('Amount').fill('0');
  await form.getByRole('button', { name: 'Complete job' }).click();
  await expect(payment.getByText('Must be at least 0.01')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Working');

  // 382.00 in cash to the technician (the default row), and the job is done.
  await payment.getByLabel('Amount').fill('382.00');
  await expect(page.getByTestId('completion-paid')).toContainText('Paid in full');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('completion-form-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Complete job' }).click();

  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  const money = page.getByTestId('financials-breakdown');
  await expect(money.getByTestId('money-line-tax')).toContainText('12.00');
  await expect(money.getByTestId('money-line-total')).toContainText('362.00');
  await expect(money.getByTestId('money-line-base')).toContainText('260.00');
  await expect(money.getByTestId('money-line-technician_share')).toContainText('130.00');
  await expect(money.getByTestId('money-line-technician_due')).toContainText('240.00');
  await expect(money.getByTestId('money-balance')).toContainText('You owe the vendor 142.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('completion-financials-390.png'), fullPage: true });

  // The API holds the same figures.
  const financials = await call(request, technician.access_token, 'get', `/api/orders/${order.id}/financials`);
  expect(financials).toMatchObject({ labor: '200.00', parts_price: '150.00', parts_cost: '90.00', tips: '20.00', collected_by_technician: '382.00', balance: '142.00' });
});
