import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, apiLogin, signInAs, uniqueEmail } from '../support/accounts';
import { mailedLink } from '../support/outbox';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the pages' screenshots go for a person to look at (1366×900 and 390×844, light and dark, en and ru). */
const SHOTS = '/tmp/shots-vendor-dispatch';

/** A random far-future day of the given weekday (0 = Sunday), so reruns on one database never share a slot. */
function futureDay(weekday?: number): string {
  const day = new Date(Date.UTC(2041, 0, 1) + Math.floor(Math.random() * 365 * 30) * 86_400_000);
  if (weekday !== undefined) day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createOrder(request: APIRequestContext, token: string, serviceDate: string): Promise<{ id: string; invoice_number: string }> {
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const response = await request.post('/api/orders', {
    headers: bearer(token),
    data: { customer_name: 'Dana Dispatch', phone, address: '5 Board St', city: 'Austin', state: 'TX', service_date: serviceDate, time_slot: 'morning', appliance_type: 'Dryer', issue_description: 'No heat' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; invoice_number: string };
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a vendor offers an order; a technician takes it; the vendor’s open page says who took it, without a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const order = await createOrder(request, vendor.access_token, futureDay());

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'vendor');
  const socketOpened = page.waitForEvent('websocket');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.invoice_number}` })).toBeVisible();
  await socketOpened;

  await page.getByRole('button', { name: 'Offer to technicians' }).click();
  const dialog = page.getByRole('dialog', { name: `Offer ${order.invoice_number} to technicians` });
  await expect(dialog.getByRole('radio', { name: /Your whole roster · Technicians who get it: \d+/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Technicians in Austin, TX · Technicians who get it: \d+/ })).toBeVisible();
  await shot(page, 'offer-dialog-1366-light-en');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent')).toBeVisible();
  const status = page.getByTestId('order-offer');
  await expect(status).toContainText(/Offered to \d+ technicians? · waiting/);
  await expect(page.getByRole('button', { name: 'Offer to technicians' })).toHaveCount(0);
  await shot(page, 'offer-waiting-1366-light-en');

  // Sam Rivera (tech@, on the roster) takes it on his phone: here, through the API.
  const technician = await apiLogin(request, DEMO.technician);
  const offers = (await (await request.get('/api/offers', { headers: bearer(technician.access_token) })).json()) as { items: { id: string; order_id: string }[] };
  const offer = offers.items.find((item) => item.order_id === order.id);
  expect(offer, 'the offer is in the technician’s open offers').toBeTruthy();
  const take = await request.post(`/api/offers/${offer!.id}/take`, { headers: bearer(technician.access_token) });
  expect(take.status()).toBe(200);

  // The vendor's page follows on its own: who took it, the order now Scheduled with him, and the notice.
  await expect(status).toContainText('Taken by Sam Rivera');
  await expect(page.getByTestId('order-status')).toHaveText('Scheduled');
  await expect(page.getByText(`Sam Rivera took ${order.invoice_number}`)).toBeVisible();
  await shot(page, 'offer-taken-1366-light-en');
  const stored = (await (await request.get(`/api/orders/${order.id}`, { headers: bearer(vendor.access_token) })).json()) as { technician_id: string; status: string };
  expect(stored).toMatchObject({ technician_id: technician.user.id, status: 'accepted' });
});

test('assigning a technician on its day off asks first, naming the day; confirming assigns it with the override', async ({ page, request }) => {
  test.setTimeout(150_000);
  // A technician of this run's own, working Monday to Friday, on the vendor's roster.
  const email = uniqueEmail('hours');
  const name = `Wanda Weekday ${Date.now() % 100_000}`;
  const signup = await request.post('/api/auth/signup', { data: { email, password: DEMO_PASSWORD, role: 'technician', full_name: name, city: 'Austin', state: 'TX' } });
  expect(signup.status()).toBe(201);
  expect((await request.get(await mailedLink(request, email, 'signup'), { maxRedirects: 0 })).status()).toBeLessThan(400);
  const technician = await apiLogin(request, email);
  const vendor = await apiLogin(request, DEMO.vendor);
  expect((await request.post('/api/technicians', { headers: bearer(vendor.access_token), data: { email } })).status()).toBe(202);
  const invitations = (await (await request.get('/api/roster-invitations', { headers: bearer(technician.access_token) })).json()) as { id: string }[];
  expect((await request.post(`/api/roster-invitations/${invitations[0].id}/accept`, { headers: bearer(technician.access_token) })).status()).toBeLessThan(300);
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  expect((await request.put('/api/technicians/me/availability/weekly-hours', { headers: bearer(technician.access_token), data: { weekly_hours: weekdays } })).status()).toBe(200);

  // A Sunday morning visit: Sunday on the vendor's clock, and on hers (she has no zone of her own).
  const order = await createOrder(request, vendor.access_token, futureDay(0));
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'vendor');
  await page.goto(`/orders/${order.id}/assign`);
  const row = page.getByTestId(`roster-${email}`);
  await expect(row.getByTestId('technician-standing')).toHaveText('Day off');
  await expect(page.getByTestId(`roster-${DEMO.technician}`).getByTestId('technician-standing')).not.toHaveText('Day off');
  await shot(page, 'assign-1366-light-en');

  await row.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Outside working hours' });
  await expect(dialog.getByTestId('outside-hours')).toHaveText(new RegExp(`^${name} has a day off on Sunday \\(.+\\)\\.$`));
  await shot(page, 'assign-override-1366-light-en');
  await dialog.getByRole('button', { name: 'Assign anyway' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.invoice_number}` })).toBeVisible();
  await expect(page.getByText(`Assigned to ${name}`)).toBeVisible();
  const stored = (await (await request.get(`/api/orders/${order.id}`, { headers: bearer(vendor.access_token) })).json()) as { technician_id: string };
  expect(stored.technician_id).toBe(technician.user.id);
});

test('the customer-text settings round-trip: off and in Russian after a reload, and back', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'vendor2');
  await page.goto('/vendor-settings');
  const onMyWay = page.getByRole('switch', { name: 'Text the customer when the technician is on the way' });
  await expect(onMyWay).toBeChecked();
  const language = page.getByRole('combobox', { name: 'Language of texts to customers' });

  await onMyWay.click();
  await language.click();
  await page.getByTitle('Русский').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(onMyWay).not.toBeChecked();
  await expect(page.getByTestId('settings-saved-note')).toBeVisible();
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Language of texts to customers' })).toContainText('Русский');
  const vendor2 = await apiLogin(request, DEMO.vendor2);
  const saved = (await (await request.get('/api/vendor-settings', { headers: bearer(vendor2.access_token) })).json()) as { on_my_way_sms: boolean; customer_language: string };
  expect(saved).toMatchObject({ on_my_way_sms: false, customer_language: 'ru' });
  await shot(page, 'settings-1366-light-en');

  // Back as the other tests expect it.
  await onMyWay.click();
  await language.click();
  await page.getByTitle('English').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const restored = (await (await request.get('/api/vendor-settings', { headers: bearer(vendor2.access_token) })).json()) as { on_my_way_sms: boolean; customer_language: string };
  expect(restored).toMatchObject({ on_my_way_sms: true, customer_language: 'en' });
});
