import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../support/axe';
import { ownAccounts, signInOwn, type OwnAccount } from '../support/own-accounts';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the pages' screenshots go for a person to look at (1366×900 and 390×844, light and dark, en and ru). */
const SHOTS = '/tmp/shots-vendor-dispatch';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A random far-future day of the given weekday (0 = Sunday), so reruns on one database never share a slot. */
function futureDay(weekday?: number): string {
  const day = new Date(Date.UTC(2041, 0, 1) + Math.floor(Math.random() * 365 * 30) * 86_400_000);
  if (weekday !== undefined) day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

const { vendorWithRoster } = ownAccounts();

async function createOrder(request: APIRequestContext, vendor: OwnAccount, serviceDate: string): Promise<{ id: string; invoice_number: string }> {
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const response = await request.post('/api/orders', {
    headers: bearer(vendor.session.access_token),
    data: { customer_name: 'Dana Dispatch', phone, address: '5 Board St', city: 'Austin', state: 'TX', service_date: serviceDate, time_slot: 'morning', appliance_type: 'Dryer', issue_description: 'No heat' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; invoice_number: string };
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // antd fades dialogs and toasts in: a half-drawn one would say nothing.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

test('a vendor offers an order; a technician takes it; the vendor’s open page says who took it, without a reload', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { vendor, technicians } = await vendorWithRoster(request, [{ name: 'Ann Offertaker' }, { name: 'Bo Bystander' }]);
  const [ann] = technicians;
  const order = await createOrder(request, vendor, futureDay());

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInOwn(page, vendor);
  const socketOpened = page.waitForEvent('websocket');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.invoice_number}` })).toBeVisible();
  await socketOpened;

  await page.getByRole('button', { name: 'Offer to technicians' }).click();
  const dialog = page.getByRole('dialog', { name: `Offer ${order.invoice_number} to technicians` });
  await expect(dialog.getByRole('radio', { name: 'Your whole roster · Technicians who get it: 2' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Technicians in Austin, TX · Technicians who get it: 2' })).toBeVisible();
  await shot(page, 'offer-dialog-1366-light-en');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent')).toBeVisible();
  const status = page.getByTestId('order-offer');
  await expect(status).toContainText('Offered to 2 technicians · waiting');
  await expect(page.getByRole('button', { name: 'Offer to technicians' })).toHaveCount(0);
  await shot(page, 'offer-waiting-1366-light-en');

  // Ann takes it on her phone: here, through the API.
  const offers = (await (await request.get('/api/offers', { headers: bearer(ann.session.access_token) })).json()) as { items: { id: string; order_id: string }[] };
  const offer = offers.items.find((item) => item.order_id === order.id);
  expect(offer, 'the offer is in the technician’s open offers').toBeTruthy();
  expect((await request.post(`/api/offers/${offer!.id}/take`, { headers: bearer(ann.session.access_token) })).status()).toBe(200);

  // The vendor's page follows on its own: who took it, the order now Scheduled with her, and the notice.
  await expect(status).toContainText('Taken by Ann Offertaker');
  await expect(page.getByTestId('order-status')).toHaveText('Scheduled');
  await expect(page.getByText(`Ann Offertaker took ${order.invoice_number}`)).toBeVisible();
  await shot(page, 'offer-taken-1366-light-en');
  const stored = (await (await request.get(`/api/orders/${order.id}`, { headers: bearer(vendor.session.access_token) })).json()) as { technician_id: string; status: string };
  expect(stored).toMatchObject({ technician_id: ann.session.user.id, status: 'accepted' });
});

test('assigning a technician on its day off asks first, naming the day; confirming assigns it with the override', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { vendor, technicians } = await vendorWithRoster(request, [{ name: 'Wanda Weekday', weekdays: [1, 2, 3, 4, 5] }, { name: 'Sal Sunday' }]);
  const [wanda, sal] = technicians;
  // A Sunday morning visit: Sunday on the vendor's clock, and on Wanda's (she has no zone of her own).
  const order = await createOrder(request, vendor, futureDay(0));

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInOwn(page, vendor);
  await page.goto(`/orders/${order.id}/assign`);
  const row = page.getByTestId(`roster-${wanda.email}`);
  await expect(row.getByTestId('technician-standing')).toHaveText('Day off');
  await expect(page.getByTestId(`roster-${sal.email}`).getByTestId('technician-standing')).toHaveText('Free');
  await expect(page.getByTestId(`roster-${sal.email}`)).toContainText('Works 08:00–20:00');
  await shot(page, 'assign-1366-light-en');

  await row.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Outside working hours' });
  await expect(dialog.getByTestId('outside-hours')).toHaveText('Wanda Weekday has a day off on Sunday (UTC).');
  await shot(page, 'assign-override-1366-light-en');
  await dialog.getByRole('button', { name: 'Assign anyway' }).click();

  // The toast first: it shows for 5 s from the answer, while the order page may still be loading on a busy machine.
  await expect(page.getByText('Assigned to Wanda Weekday', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.invoice_number}` })).toBeVisible();
  // The order's history says the override and who confirmed it (issue 18).
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Assigned to Wanda Weekday outside working hours by Dispatch Test' })).toBeVisible();
  const stored = (await (await request.get(`/api/orders/${order.id}`, { headers: bearer(vendor.session.access_token) })).json()) as { technician_id: string };
  expect(stored.technician_id).toBe(wanda.session.user.id);
});

test('a technician’s decline reaches the vendor’s open page: the order is unassigned again and the notice gives the reason', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { vendor, technicians } = await vendorWithRoster(request, [{ name: 'Dee Decliner' }]);
  const [dee] = technicians;
  const order = await createOrder(request, vendor, futureDay());
  expect((await request.post(`/api/orders/${order.id}/assign`, { headers: bearer(vendor.session.access_token), data: { technician_id: dee.session.user.id } })).status()).toBeLessThan(300);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInOwn(page, vendor);
  const socketOpened = page.waitForEvent('websocket');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText('Dee Decliner').first()).toBeVisible();
  await socketOpened;

  expect((await request.post(`/api/orders/${order.id}/decline`, { headers: bearer(dee.session.access_token), data: { reason: 'Van in the shop that day' } })).status()).toBeLessThan(300);
  await expect(page.getByText(`Dee Decliner declined ${order.invoice_number}: Van in the shop that day`)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('New');
  await expect(page.getByText('Not assigned')).toBeVisible();
  // Back in the tray: it may be assigned again, or offered.
  await expect(page.getByRole('button', { name: 'Offer to technicians' })).toBeVisible();
  await shot(page, 'declined-1366-light-en');
});

test('the customer-text settings round-trip: off and in Russian, still so after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { vendor } = await vendorWithRoster(request, []);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInOwn(page, vendor);
  await page.goto('/vendor-settings');
  const onMyWay = page.getByRole('switch', { name: 'Text the customer when the technician is on the way' });
  await expect(onMyWay).toBeChecked();
  const language = page.locator('.ant-form-item').filter({ hasText: 'Language of texts to customers' });
  await expect(language).toContainText('English');

  await onMyWay.click();
  await language.getByRole('combobox').click();
  await page.getByTitle('Русский').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(onMyWay).not.toBeChecked();
  await expect(language).toContainText('Русский');
  await shot(page, 'settings-1366-light-en');
  const saved = (await (await request.get('/api/vendor-settings', { headers: bearer(vendor.session.access_token) })).json()) as { on_my_way_sms: boolean; customer_language: string };
  expect(saved).toMatchObject({ on_my_way_sms: false, customer_language: 'ru' });
});

test('the vendor’s dispatch pieces on a phone, dark and in Russian: nothing overflows 390 px', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { vendor } = await vendorWithRoster(request, [{ name: 'Ivan Ivanov' }, { name: 'Olga Off', weekdays: [] }]);
  const order = await createOrder(request, vendor, futureDay());
  expect((await request.post(`/api/orders/${order.id}/offer`, { headers: bearer(vendor.session.access_token), data: { audience: 'area' } })).status()).toBe(201);

  await page.addInitScript(([themeKey]) => {
    window.localStorage.setItem(themeKey, 'dark');
    window.localStorage.setItem('fixflow.language', 'ru');
  }, [THEME_STORAGE_KEY] as const);
  await signInOwn(page, vendor);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-offer')).toContainText('Предложено 2 мастерам · ждём ответа');
  await expect(page.getByRole('button', { name: 'Отозвать предложение' })).toBeVisible();
  await noOverflow(page);
  await shot(page, 'offer-waiting-390-dark-ru');

  await page.goto(`/orders/${order.id}/assign`);
  await expect(page.getByTestId('technician-standing')).toHaveText(['Свободен', 'Выходной']);
  await noOverflow(page);
  await shot(page, 'assign-390-dark-ru');

  await page.goto('/vendor-settings');
  await expect(page.getByText('Сообщения клиентам', { exact: true })).toBeVisible();
  await noOverflow(page);
  await shot(page, 'settings-390-dark-ru');

  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Доска диспетчера' })).toBeVisible();
  await noOverflow(page);
  await shot(page, 'orders-390-dark-ru');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-offer')).toBeVisible();
  await shot(page, 'offer-waiting-1366-dark-ru');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Доска диспетчера' })).toBeVisible();
  await shot(page, 'dashboard-1366-dark-ru');
});
