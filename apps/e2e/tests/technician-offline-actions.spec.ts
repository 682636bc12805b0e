import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { remoteCachedOffline } from '../support/technician-offline';
import { call, randomServiceDate } from '../support/api';
import { fillCompletion } from '../support/completion-form';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

// Issue 19 parts 2-3: the technician's actions work in a basement. Everything below is real: the
// browser's offline switch, IndexedDB, the API and its Idempotency-Key store, PostgreSQL.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An order of the vendor's, assigned to the demo technician and accepted: today's job on the phone. */
async function acceptedOrder(request: APIRequestContext, vendorToken: string, technician: { access_token: string; user: { id: string } }) {
  const order = await call(request, vendorToken, 'post', '/api/orders', {
    customer_name: 'Basement Example',
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    address: '1 Cellar Lane',
    city: 'Springfield',
    service_date: randomServiceDate(),
    time_slot: 'morning',
    issue_description: 'Washer in the basement leaks',
    taxable: true,
    tax_rate: 8,
  });
  await call(request, vendorToken, 'post', `/api/orders/${order.id}/assign`, { technician_id: technician.user.id });
  await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, { to: 'accepted' });
  return order as { id: string; invoice_number: string };
}

/** What the phone's outbox holds in IndexedDB (idb-keyval: database fixflow-outbox, store state, key entries). */
async function storedEntries(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('fixflow-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('state', 'readonly').objectStore('state').get('entries');
          read.onsuccess = () => resolve((read.result as unknown[] | undefined) ?? []);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

async function storeEntries(page: Page, entries: unknown[]): Promise<void> {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('fixflow-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('state', 'readwrite');
          tx.objectStore('state').put(value, 'entries');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
}

/**
 * The phone has used the app before: the service worker controls the page, holds the shell's files
 * (a toast's antd chunk too: remoteCachedOffline below) and caches the technician's chunks as they load.
 */
async function openOnThePhone(page: Page, orderId: string): Promise<void> {
  await asInstalledApp(page);
  await signInAs(page, 'technician');
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  // The page fetched the completion form's chunk while online (an order under way): Complete opens in the basement.
  await page.waitForLoadState('networkidle');
  // And the worker holds every file of the technician's app (keep-files.ts, a few seconds after the
  // first screen): the lazily loaded ones too, such as the error catalogue a refused field needs.
  await remoteCachedOffline(page);
}

/** The phone loses its signal and the technician taps Start: the order shows Working at once and the Start waits in the outbox. */
async function startOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  // The offline bar pushes the page down as it appears: a tap aimed before it lands above Start.
  await expect(page.getByTestId('connection-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Working');
  await expect(page.getByTestId('outbox-waiting')).toContainText('1 action waiting to be sent');
}

const statusLines = (history: { kind: string; to?: string }[], to: string) => history.filter((line) => line.kind === 'status' && line.to === to);

test('offline, a technician starts and completes a job with its figures; online, it is sent once and the vendor sees the same figures once', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const order = await acceptedOrder(request, vendor.access_token, technician);

  await openOnThePhone(page, order.id);

  await startOffline(page);

  const form = await fillCompletion(page, { labor: '200', partsPrice: '150', partsCost: '90', tip: '20', whatWasDone: 'Replaced the drain pump in the basement' });
  await form.getByRole('button', { name: 'Add payment' }).click();
  await expect(form.getByRole('group', { name: 'Payment 1' }).getByLabel('Amount')).toHaveValue('382.00');
  await form.getByRole('button', { name: 'Complete job' }).click();

  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-waiting')).toHaveText('Waiting to be sent');
  const waiting = page.getByTestId('outbox-waiting');
  await expect(waiting).toContainText('2 actions waiting to be sent');
  await waiting.getByRole('button', { name: /2 actions waiting to be sent/ }).click();
  const list = page.getByTestId('outbox-list').getByRole('listitem');
  await expect(list.nth(0)).toContainText(new RegExp(`^Start ${order.invoice_number} · queued \\d\\d:\\d\\d`));
  await expect(list.nth(1)).toContainText(new RegExp(`^Complete ${order.invoice_number} · queued \\d\\d:\\d\\d`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('offline-waiting-390.png'), fullPage: true });

  // Nothing reached the server yet.
  expect((await call(request, vendor.access_token, 'get', `/api/orders/${order.id}`)).status).toBe('accepted');
  const queued = await storedEntries(page);
  expect(queued).toHaveLength(2);

  await page.context().setOffline(false);
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-financials').getByTestId('money-line-total')).toContainText('362.00');
  expect(await storedEntries(page)).toEqual([]);

  // The same outbox replayed a second time (a phone restored from a backup, a second tab): the
  // API answers each key with its first answer and nothing is applied twice.
  await storeEntries(page, queued);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await storedEntries(page)).length, { timeout: 30_000 }).toBe(0);
  await expect(page.getByTestId('outbox-conflict')).toHaveCount(0);

  // The vendor's page, in a browser of its own: the completion with the same figures, once.
  const vendorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const vendorPage = await vendorContext.newPage();
    await signInAs(vendorPage, 'vendor');
    await vendorPage.goto(`/orders/${order.id}`);
    const money = vendorPage.getByTestId('order-financials');
    await expect(money.getByTestId('order-resolution')).toContainText('Replaced the drain pump in the basement');
    await expect(money.getByTestId('money-line-labor')).toContainText('200.00');
    await expect(money.getByTestId('money-line-parts_price')).toContainText('150.00');
    await expect(money.getByTestId('money-line-parts_cost')).toContainText('90.00');
    await expect(money.getByTestId('money-line-tips')).toContainText('20.00');
    await expect(money.getByTestId('money-line-collected_by_technician')).toContainText('382.00');
    await expect(vendorPage.locator('[data-testid="history-entry"][data-kind="status"]')).toHaveCount(3);
  } finally {
    await vendorContext.close();
  }
  const details = await call(request, vendor.access_token, 'get', `/api/orders/${order.id}`);
  expect(statusLines(details.history, 'in_progress')).toHaveLength(1);
  expect(statusLines(details.history, 'completed')).toHaveLength(1);
  const financials = await call(request, vendor.access_token, 'get', `/api/orders/${order.id}/financials`);
  expect(financials).toMatchObject({ labor: '200.00', parts_price: '150.00', parts_cost: '90.00', tips: '20.00', collected_by_technician: '382.00' });
});

test('the vendor cancels while the technician is offline: back online, the refused Start is explained with what the server holds', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const order = await acceptedOrder(request, vendor.access_token, technician);

  await openOnThePhone(page, order.id);

  await startOffline(page);

  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/transitions`, { to: 'cancelled', reason: 'Customer called it off', cancel_side: 'customer' });

  await page.context().setOffline(false);
  const conflict = page.getByTestId('outbox-conflict');
  await expect(conflict).toContainText(`Not sent: Start ${order.invoice_number}`, { timeout: 30_000 });
  await expect(conflict).toContainText(`${order.invoice_number} was cancelled while you were offline — your “Start” was not sent.`);
  await expect(conflict.getByTestId('outbox-conflict-now')).toHaveText('Now on the server: Cancelled.');
  // Rolled back to the server's state; nothing waits any more.
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('offline-conflict-390.png'), fullPage: true });

  // Kept until dismissed, across a reload.
  await page.reload();
  await expect(page.getByTestId('outbox-conflict')).toHaveCount(1);
  await page.getByTestId('outbox-conflict').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('outbox-conflict')).toHaveCount(0);
  const details = await call(request, vendor.access_token, 'get', `/api/orders/${order.id}`);
  expect(details.status).toBe('cancelled');
  expect(statusLines(details.history, 'in_progress')).toHaveLength(0);
});
