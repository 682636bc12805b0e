import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { audit, describeFindings, type Finding } from '../support/axe';
import { randomServiceDate } from '../support/api';
import { looks, wear } from '../support/looks';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the screenshots of the customer pages go for a person to look at. */
const SHOTS = '/tmp/shots-customers';

/** A number no customer of this run has: +1 737 557 and four digits from the clock. */
const freshNumber = () => `+1737557${String(Date.now() + Math.floor(Math.random() * 1e4)).slice(-4)}`;

async function orderFor(request: APIRequestContext, token: string, name: string, phone: string): Promise<{ id: string; invoice_number: string; customer_id: string }> {
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customer_name: name, phone, address: '7 Record Row', city: 'Austin', service_date: randomServiceDate(), time_slot: 'morning', appliance_type: 'Washer' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; invoice_number: string; customer_id: string };
}

const drawer = (page: Page) => page.getByRole('dialog');

test("a customer is created, edited with a second phone and address, found as another's duplicate and merged: the kept one has both's orders, the old link opens it", async ({ page, request }) => {
  // Three pages in eight looks each, audited (~1.7 min on a quiet machine; a busy CI machine took over 5).
  test.setTimeout(480_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const stamp = String(Date.now()).slice(-6);
  // The other customer, made by an order as most customers are.
  const otherName = `Ronald Smith ${stamp}`;
  const otherPhone = freshNumber();
  const otherOrder = await orderFor(request, vendor.access_token, otherName, otherPhone);

  await signInAs(page, 'vendor');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/customers');

  // New customer.
  const name = `John Ronald Smith ${stamp}`;
  const phone = freshNumber();
  await page.getByRole('button', { name: 'New customer' }).click();
  await drawer(page).getByLabel('Name').fill(name);
  await drawer(page).getByLabel('Phone').fill(phone);
  await drawer(page).getByLabel(/^Address/).fill('12 Elm St');
  await drawer(page).getByLabel(/^City/).fill('Austin');
  await drawer(page).getByLabel(/^Notes/).fill('Gate code 4411. The dog is friendly.');
  await drawer(page).getByRole('button', { name: 'Add customer' }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('customer-notes')).toHaveText('Gate code 4411. The dog is friendly.');

  // Edit: a second phone (the other customer's number: the wife's, say) and a second address.
  await page.getByRole('button', { name: 'Edit customer' }).click();
  await drawer(page).getByRole('button', { name: 'Add a phone' }).click();
  await drawer(page).getByLabel('Phone').nth(1).fill(otherPhone);
  await drawer(page).getByLabel(/^Label/).first().fill('home');
  await drawer(page).getByRole('button', { name: 'Add an address' }).click();
  const address = drawer(page).getByTestId('other-address');
  await address.getByLabel('Address').fill('48 Oak Ave');
  await address.getByLabel(/^City/).fill('Round Rock');
  await address.getByLabel(/^Label/).fill('rental');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer saved')).toBeVisible();
  await expect(page.getByTestId('other-phones').getByRole('link', { name: `Call ${otherPhone}` })).toHaveAttribute('href', `tel:${otherPhone}`);
  await expect(page.getByTestId('other-phones')).toContainText('home');
  await expect(page.getByTestId('other-addresses')).toHaveText('48 Oak Ave, Round Rock · rental');

  // "New order" from the customer: the form starts with its phone and name.
  await page.getByRole('button', { name: 'New order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/new\\?customer=${id}$`));
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(page.getByLabel('Customer name')).toHaveValue(name);
  await page.getByLabel('Service date').fill(randomServiceDate());
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

  // The duplicates: the two share a phone.
  await page.goto('/customers');
  await page.getByTestId('duplicates-entry').click();
  await expect(page).toHaveURL(/view=duplicates/);
  const pair = page.getByTestId('duplicate-pair').filter({ hasText: name }).filter({ hasText: otherName });
  await expect(pair).toHaveCount(1);
  await expect(pair.getByText('Same phone')).toBeVisible();
  await screenshots(page, 'duplicates', `/customers?view=duplicates`, async () => expect(page.getByTestId('duplicate-pair').first()).toBeVisible());

  // Merge, keeping the new record: the dialog says what moves before anything does.
  await page.goto('/customers?view=duplicates');
  await page.getByTestId('duplicate-pair').filter({ hasText: name }).filter({ hasText: otherName }).getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: new RegExp(name) }).check();
  await expect(dialog.getByTestId('merge-what-moves')).toContainText(`${otherName} is merged into ${name}`);
  await expect(dialog.getByTestId('merge-what-moves')).toContainText('orders 1');
  expect(describeFindings(await audit(page, 'merge dialog')), 'serious or critical WCAG 2.1 A/AA violations').toEqual([]);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${id}$`));
  const orders = page.getByTestId('customer-orders');
  await expect(orders.getByRole('link', { name: otherOrder.invoice_number })).toBeVisible();
  // Its own order (from "New order") and the merged one's.
  await expect(orders.getByRole('link')).toHaveCount(2);
  await expect(page.getByTestId('customer-merges')).toContainText(`Merged from ${otherName} (${otherPhone})`);
  await expect(page.getByTestId('customer-merges')).toContainText('Acme Appliance Repair');

  // The merged customer's old link opens the kept one, in its place in the history.
  await page.goto(`/customers/${otherOrder.customer_id}`);
  await expect(page).toHaveURL(new RegExp(`/customers/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/customers/${otherOrder.customer_id}$`));

  await screenshots(page, 'customer', `/customers/${id}`, async () => expect(page.getByTestId('customer-merges')).toBeVisible());
  await screenshots(page, 'edit', `/customers/${id}`, async () => {
    await page.getByRole('button', { name: /Edit customer|Изменить клиента/ }).click();
    await expect(drawer(page).getByTestId('other-address').first()).toBeVisible();
  });
});

/** In each look (support/looks.ts: desktop and phone, light and dark, English and Russian): nothing wider than the screen, and no serious WCAG A/AA finding. */
async function screenshots(page: Page, name: string, path: string, ready: () => Promise<void>): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const findings: Finding[] = [];
  for (const { width, height, theme, language } of looks()) {
    await wear(page, { width, height, theme, language });
    await page.goto(path);
    await ready();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${width} ${theme} ${language}`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}-${language}.png`, fullPage: true });
    findings.push(...(await audit(page, `${name} ${width} ${theme} ${language}`)));
  }
  expect(describeFindings(findings), 'serious or critical WCAG 2.1 A/AA violations').toEqual([]);
  await page.evaluate(() => {
    window.localStorage.setItem('fixflow.language', 'en');
    window.localStorage.setItem('vite-ui-theme', 'light');
  });
  await page.setViewportSize({ width: 1366, height: 900 });
}
