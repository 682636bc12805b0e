import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SESSION_STORAGE_KEY, apiLogin, DEMO } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { call, randomServiceDate } from '../support/api';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Where the screenshots go for a person to look at: each page at 390 and 1366, light and dark, English and Russian. */
const SHOTS = '/tmp/shots-h18-on-the-job';

/** yyyy-mm-dd `days` from today, in the browser's (and the API's default) time zone, UTC here. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A technician of this run's own (signing up by phone needs no confirmation): nothing else is on its schedule. */
async function freshTechnician(request: APIRequestContext) {
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  expect((await request.post('/api/auth/signup', { data: { phone, password: DEMO_PASSWORD, role: 'technician', full_name: `Jo Job ${Date.now()}` } })).status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { phone, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()) as { access_token: string; user: { id: string } };
}

async function useSession(page: Page, session: object) {
  await asInstalledApp(page);
  await page.addInitScript(([key, value]) => window.localStorage.getItem(key) || window.localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
}

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

/** The page as it is, in each size, theme and language; each shot checked for sideways scrolling. */
async function shootAll(page: Page, name: string, heading: { en: string; ru: string }, then?: (page: Page) => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await page.setViewportSize(size);
    for (const language of ['en', 'ru'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate(([t, l]) => {
          window.localStorage.setItem('vite-ui-theme', t);
          window.localStorage.setItem('fixflow.language', l);
        }, [theme, language] as const);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
        await then?.(page);
        await page.waitForLoadState('networkidle');
        await noOverflow(page);
        await page.screenshot({ path: `${SHOTS}/${name}-${size.width}-${theme}-${language}.png`, fullPage: true });
      }
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => {
    window.localStorage.setItem('vite-ui-theme', 'light');
    window.localStorage.setItem('fixflow.language', 'en');
  });
}

test('a technician blocks time with a note: it reads as blocked time, shows the note, and uses up no invoice number', async ({ page, request }) => {
  test.setTimeout(180_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await freshTechnician(request);
  await useSession(page, technician);
  const before = await call<{ invoice_number: string }>(request, vendor.access_token, 'post', '/api/orders', { customer_name: 'Ivy Invoice', phone: '+15125550101', service_date: randomServiceDate(), time_slot: 'morning' });

  // Blocked through the phone's own form, as a technician does it.
  const day = inDays(2);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Block time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block time' });
  await expect(dialog.getByText('Vendors cannot assign you visits in this window.')).toBeVisible();
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Note').fill('Dentist');
  await page.screenshot({ path: `${SHOTS}/block-time-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Block time' }).click();
  await expect(page.getByText('Time blocked')).toBeVisible();
  await page.getByText(/^Upcoming/).click();

  const card = page.getByTestId('my-order').filter({ hasText: 'Dentist' });
  await expect(card).toContainText('Blocked time');
  await expect(card).not.toContainText('PB-');
  await expect(card).not.toContainText('INV-');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked time' })).toBeVisible();
  await expect(page.getByTestId('blocked-time-note')).toHaveText('Dentist');
  const body = page.locator('main');
  for (const absent of ['INV-', 'PB-', 'Assigned', 'Service date', 'Personal Booking', 'History']) await expect(body).not.toContainText(absent);
  await expect(page.getByRole('button', { name: 'Free this time' })).toBeVisible();
  await shootAll(page, 'blocked-time', { en: 'Blocked time', ru: 'Личное время' });

  // The vendor's next invoice follows the one before: the booking took no number from it.
  const after = await call<{ invoice_number: string }>(request, vendor.access_token, 'post', '/api/orders', { customer_name: 'Ivy Invoice', phone: '+15125550101', service_date: randomServiceDate(), time_slot: 'morning' });
  const number = (invoice: string) => Number(invoice.replace('INV-', ''));
  // Other tests may create orders meanwhile; none of the numbers between went to this booking.
  const booking = (await call<{ items: { order_source: string; invoice_number: string }[] }>(request, technician.access_token, 'get', '/api/orders')).items.find((order) => order.order_source === 'technician_personal');
  expect(booking?.invoice_number).toMatch(/^PB-\d+$/);
  expect(number(after.invoice_number)).toBeGreaterThan(number(before.invoice_number));

  // Time off with its reason, on the schedule beside the blocked time.
  await call(request, technician.access_token, 'post', '/api/technicians/me/time-off', { date: inDays(3), time_slot: 'morning', reason: 'Training course' });
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  const blocked = page.getByTestId(`day-${day}`).getByTestId('schedule-entry');
  await expect(blocked).toContainText('Blocked time');
  await expect(blocked).toContainText('Dentist');
  const timeOff = page.getByTestId(`day-${inDays(3)}`).getByTestId('schedule-entry');
  await expect(timeOff).toContainText('Time off');
  await expect(timeOff).toContainText('Training course');
  expect((await timeOff.textContent())?.match(/Time off/g)).toHaveLength(1);
  await shootAll(page, 'schedule', { en: 'Schedule', ru: 'Расписание' });
  await page.goto('/orders');
  // With the Upcoming tab open, where the blocked time is.
  await shootAll(page, 'my-orders', { en: 'My Orders', ru: 'Мои заказы' }, async (shown) => {
    await shown.getByText(/^(Upcoming|Впереди) /).click();
    await expect(shown.getByTestId('my-order').filter({ hasText: 'Dentist' })).toBeVisible();
  });
});

test('the visit’s address opens the maps app; the phone stays tap-to-call', async ({ page, request }) => {
  test.setTimeout(180_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const tech2 = await apiLogin(request, DEMO.technician2);
  const order = await call<{ id: string }>(request, vendor.access_token, 'post', '/api/orders', {
    customer_name: 'Maya Maps',
    phone: '+15125550177',
    address: '1600 Pennsylvania Ave NW',
    city: 'Washington',
    state: 'DC',
    zip_code: '20500',
    service_date: randomServiceDate(),
    time_slot: 'afternoon',
    appliance_type: 'Dishwasher',
    issue_description: 'Does not drain',
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/assign`, { technician_id: tech2.user.id });
  await useSession(page, tech2);
  await page.goto(`/orders/${order.id}`);
  const link = page.getByRole('link', { name: 'Open 1600 Pennsylvania Ave NW, Washington, DC, 20500 in Google Maps' });
  await expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=1600%20Pennsylvania%20Ave%20NW%2C%20Washington%2C%20DC%2C%2020500');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: '+15125550177' })).toHaveAttribute('href', 'tel:+15125550177');
  await shootAll(page, 'visit', { en: 'Maya Maps', ru: 'Maya Maps' });
});
