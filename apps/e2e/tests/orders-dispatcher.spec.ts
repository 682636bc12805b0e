import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiLogin } from '../support/accounts';
import { audit, describeFindings, prepareForAudit } from '../support/axe';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the list's screenshots go for a person to look at (1366×900 and 390×844, light and dark, en and ru). */
const SHOTS = '/tmp/shots-orders-dispatcher';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A random far-future day and the one after it, so reruns on one database (and other tests) never share them. */
function futureDays(): [string, string, string] {
  const first = Date.UTC(2051, 0, 1) + Math.floor(Math.random() * 365 * 30) * 86_400_000;
  const day = (offset: number) => new Date(first + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(1), day(2)];
}

interface Created {
  id: string;
  invoice_number: string;
  technician: { full_name: string | null } | null;
}

async function createOrder(request: APIRequestContext, token: string, serviceDate: string, name: string): Promise<Created> {
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const response = await request.post('/api/orders', {
    headers: bearer(token),
    data: { customer_name: name, phone, address: '7 Dispatch Row', city: 'Austin', state: 'TX', service_date: serviceDate, time_slot: 'morning', appliance_type: 'Washer' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

/** Assigned as a dispatcher would, confirming the window if the shared demo technician's hours were changed by another test. */
async function assign(request: APIRequestContext, token: string, orderId: string, technicianId: string): Promise<Created> {
  const response = await request.post(`/api/orders/${orderId}/assign`, { headers: bearer(token), data: { technician_id: technicianId, override_hours: true } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Created;
}

async function signIn(page: Page, session: unknown): Promise<void> {
  await page.addInitScript(([value]) => {
    if (!window.localStorage.getItem('fixflow.auth.session')) window.localStorage.setItem('fixflow.auth.session', value);
  }, [JSON.stringify(session)] as const);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // antd fades dialogs and toasts in: a half-drawn one would say nothing.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The invoice links of the table, top to bottom. */
const invoicesShown = (page: Page) => page.getByTestId('orders-table').getByTestId('order-invoice').allTextContents();

test('a dispatcher filters by technician and service dates, sorts by invoice, and exports what the filter shows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const [first, second, outside] = futureDays();
  const a = await assign(request, vendor.access_token, (await createOrder(request, vendor.access_token, first, 'Filter Alpha')).id, technician.user.id);
  const b = await assign(request, vendor.access_token, (await createOrder(request, vendor.access_token, second, 'Filter Beta')).id, technician.user.id);
  const unassigned = await createOrder(request, vendor.access_token, first, 'Filter Gamma');
  const later = await assign(request, vendor.access_token, (await createOrder(request, vendor.access_token, outside, 'Filter Delta')).id, technician.user.id);
  const name = a.technician?.full_name ?? '';

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, vendor);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Technician' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  await page.getByLabel('Service from').fill(first);
  await page.getByLabel('Service to').fill(second);
  await expect.poll(() => invoicesShown(page)).toEqual([b.invoice_number, a.invoice_number]);
  expect(await invoicesShown(page)).not.toContain(unassigned.invoice_number);
  expect(await invoicesShown(page)).not.toContain(later.invoice_number);
  expect(new URL(page.url()).searchParams.get('technician_id')).toBe(technician.user.id);

  // The address keeps the filters: a reload shows the same list.
  await page.reload();
  await expect.poll(() => invoicesShown(page)).toEqual([b.invoice_number, a.invoice_number]);
  await expect(page.getByLabel('Service from')).toHaveValue(first);
  await expect(page.getByRole('combobox', { name: 'Technician' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(name);

  // Sorted by invoice from its column, both ways.
  const invoiceHeader = page.getByRole('columnheader', { name: /Invoice/ });
  await invoiceHeader.click();
  await expect(page).toHaveURL(/sort=invoice&direction=asc/);
  await expect.poll(() => invoicesShown(page)).toEqual([a.invoice_number, b.invoice_number]);
  await invoiceHeader.click();
  await expect(page).toHaveURL(/sort=invoice&direction=desc/);
  await expect.poll(() => invoicesShown(page)).toEqual([b.invoice_number, a.invoice_number]);
  await shot(page, 'orders-filtered-1366-light-en');

  // The CSV is what the filter shows, in its order.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFFInvoice,Service date,Window,Status,Customer')).toBe(true);
  const rows = text.slice(1).trim().split('\r\n').map((line) => line.split(','));
  expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[10]])).toEqual([
    [b.invoice_number, second, 'Filter Beta', name],
    [a.invoice_number, first, 'Filter Alpha', name],
  ]);
});

test('a dispatcher cancels two orders at once with a reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const [day] = futureDays();
  const one = await createOrder(request, vendor.access_token, day, 'Bulk One');
  const two = await createOrder(request, vendor.access_token, day, 'Bulk Two');
  const kept = await createOrder(request, vendor.access_token, day, 'Bulk Kept');

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, vendor);
  await page.goto(`/orders?date_from=${day}&date_to=${day}`);
  await expect.poll(() => invoicesShown(page).then((shown) => shown.length)).toBe(3);
  await page.getByRole('checkbox', { name: `Select ${one.invoice_number}` }).check();
  await page.getByRole('checkbox', { name: `Select ${two.invoice_number}` }).check();
  await expect(page.getByTestId('bulk-actions')).toContainText('Selected: 2');
  await page.getByRole('button', { name: 'Cancel…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Storm: the day is called off');
  await shot(page, 'orders-bulk-cancel-1366-light-en');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByTestId('bulk-result')).toContainText('2 cancelled');
  await shot(page, 'orders-bulk-cancelled-1366-light-en');
  const rowOf = (invoice: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: invoice }) });
  await expect(rowOf(one.invoice_number)).toContainText('Cancelled');
  await expect(rowOf(two.invoice_number)).toContainText('Cancelled');
  await expect(rowOf(kept.invoice_number)).toContainText('New');
  const details = (await (await request.get(`/api/orders/${two.id}`, { headers: bearer(vendor.access_token) })).json()) as { status: string; history: { reason: string | null }[] };
  expect(details.status).toBe('cancelled');
  expect(details.history.at(-1)?.reason).toBe('Storm: the day is called off');
});

test('the list on a phone and a desk, light and dark, English and Russian: invoices whole, date and technician shown, nothing overflows', async ({ page, request }) => {
  test.setTimeout(150_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const [day] = futureDays();
  const order = await assign(request, vendor.access_token, (await createOrder(request, vendor.access_token, day, 'Alexandra Konstantinopolskaya-Smith')).id, technician.user.id);
  await createOrder(request, vendor.access_token, day, 'Phone Width');
  const findings = [];

  await signIn(page, vendor);
  for (const [theme, language] of [['light', 'en'], ['dark', 'ru']] as const) {
    // Later init scripts run last: each pass opens the pages in its own theme and language.
    await prepareForAudit(page, theme);
    await page.addInitScript(([lang]) => window.localStorage.setItem('fixflow.language', lang), [language] as const);
    for (const [width, height] of [[390, 844], [1366, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/orders?date_from=${day}&date_to=${day}`);
      const invoice = page.getByRole('link', { name: order.invoice_number, exact: true });
      await expect(invoice).toBeVisible();
      // One line: an invoice that wraps ("INV-/1093") is twice as tall as its line.
      const box = await invoice.boundingBox();
      const lineHeight = await invoice.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 22);
      expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
      const row = page.getByRole('row').filter({ has: invoice });
      await expect(row).toContainText(order.technician?.full_name ?? '');
      await expect(row).toContainText(/20\d\d/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      findings.push(...(await audit(page, `orders ${width} ${theme} ${language}`)));
      await shot(page, `orders-${width}-${theme}-${language}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('checkbox', { name: language === 'en' ? `Select ${order.invoice_number}` : `Выбрать ${order.invoice_number}` }).check();
    await shot(page, `orders-selected-390-${theme}-${language}`);
  }
  expect(describeFindings(findings)).toEqual([]);
});
