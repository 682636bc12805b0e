import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { randomServiceDate } from '../support/api';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the screenshots of the thread go for a person to look at. */
const SHOTS = '/tmp/shots-thread';

/** A number no customer of this run has: +1 737 556 and four digits from the clock. */
const freshNumber = () => `+1737556${String(Date.now() + Math.floor(Math.random() * 1e4)).slice(-4)}`;

/** Twilio's webhook as Twilio sends it (form-encoded); e2e runs without TWILIO_AUTH_TOKEN, so unsigned is accepted. */
async function textArrives(request: APIRequestContext, from: string, body: string): Promise<void> {
  const response = await request.post('/api/sms/incoming', {
    form: { MessageSid: `SMe2e${Date.now()}${Math.floor(Math.random() * 1e6)}`, From: from, To: '+15125550100', Body: body, NumMedia: '0' },
  });
  expect(response.status()).toBe(200);
}

/** The vendor's unread texts read, so the badge counts only this test's. */
async function readAllTexts(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/notifications', { headers, params: { type: 'sms_received', unread: 'true' } });
  expect(list.status()).toBe(200);
  const answer = (await list.json()) as { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(answer) ? answer : (answer.items ?? []);
  for (const { id } of items) expect((await request.patch(`/api/notifications/${id}/read`, { headers })).status()).toBeLessThan(300);
}

const customersItem = (page: Page) => page.getByRole('menuitem', { name: /Customers/ });

// vendor2: the demo vendor's badge belongs to shell-layout.spec and unknown-sms.spec, which may run beside this one.
test('a text arrives: the vendor sees the badge live, reads the thread (the badge goes), and replies', async ({ page, request }) => {
  test.setTimeout(240_000);
  const vendor = await apiLogin(request, DEMO.vendor2);
  const headers = { Authorization: `Bearer ${vendor.access_token}` };
  const stamp = Date.now();
  const name = `Tess Thread ${stamp}`;
  const phone = freshNumber();
  const created = await request.post('/api/customers', { headers, data: { name, phone } });
  expect(created.status()).toBe(201);
  const customer = (await created.json()) as { id: string };
  await readAllTexts(request, vendor.access_token);

  await signInAs(page, 'vendor2');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  await expect(customersItem(page)).toBeVisible();
  await expect(page.getByTestId('customers-badge')).toHaveCount(0);

  // The text arrives while the page is open: the badge comes over the socket, well before the minute's poll.
  const body = `Is the technician still coming today? <b>not bold</b> ${stamp}`;
  const sent = Date.now();
  await textArrives(request, phone, body);
  await expect(customersItem(page).getByTestId('customers-badge')).toHaveText('1', { timeout: 20_000 });
  const badgeAfter = Date.now() - sent;
  expect(badgeAfter).toBeLessThan(30_000);
  console.log(`[sms-thread] the badge showed ${badgeAfter} ms after the webhook answered`);

  // Opening the customer reads its thread: the text is there, as text, and the badge goes.
  await customersItem(page).click();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  // The list marks the customer whose text waits unread.
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('img', { name: 'Unread texts' })).toBeVisible();
  await page.getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}`));
  const thread = page.getByTestId('customer-thread');
  await expect(thread.getByTestId('thread-message').filter({ hasText: body })).toBeVisible();
  await expect(thread.locator('b')).toHaveCount(0);
  await expect(page.getByTestId('customers-badge')).toHaveCount(0);

  // An empty reply is refused beside the field, without a request.
  const reply = thread.getByRole('textbox', { name: 'Reply' });
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Type a message first')).toBeVisible();

  // Enter sends; without a provider the reply is recorded locally, and the thread says so.
  const answer = `Yes, between 2 and 4 pm. ${stamp}`;
  await reply.fill(answer);
  await reply.press('Enter');
  const mine = thread.getByTestId('thread-message').filter({ hasText: answer });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('thread-status')).toContainText('Recorded locally (no SMS provider)', { timeout: 30_000 });
  await expect(reply).toHaveValue('');
  const stored = await request.get(`/api/customers/${customer.id}/messages`, { headers });
  const items = ((await stored.json()) as { items: { body: string; direction: string; status: string }[] }).items;
  expect(items.at(-1)).toMatchObject({ body: answer, direction: 'out', status: 'recorded' });

  // A second text arrives while the thread is open: it shows on its own, and the badge stays down (the vendor is reading).
  const second = `A word that never ends: ${'x'.repeat(120)} ${stamp}`;
  await textArrives(request, phone, second);
  await expect(thread.getByTestId('thread-message').filter({ hasText: second })).toBeVisible({ timeout: 20_000 });

  // From one of the customer's orders, "Message customer" opens the same thread.
  const day = randomServiceDate();
  const order = await request.post('/api/orders', { headers, data: { customer_name: name, phone, address: '1 Thread St', city: 'Austin', service_date: day, time_slot: 'morning', appliance_type: 'Washer', issue_description: 'Leaks' } });
  expect(order.ok(), await order.text()).toBe(true);
  const orderId = ((await order.json()) as { id: string; customer_id: string | null }).id;
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Message customer' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}#messages$`));
  await expect(page.getByTestId('customer-thread').getByTestId('thread-message').filter({ hasText: second })).toBeInViewport();

  // The customer replies STOP: the banner says so, and a reply is refused on the field, in words.
  await textArrives(request, phone, 'STOP');
  const thread2 = page.getByTestId('customer-thread');
  await expect(thread2.getByTestId('thread-opted-out')).toContainText('This customer replied STOP', { timeout: 20_000 });
  await thread2.getByRole('textbox', { name: 'Reply' }).fill('Are you sure?');
  await thread2.getByRole('button', { name: 'Send' }).click();
  await expect(thread2.getByText('This customer has opted out of texts (replied STOP)')).toBeVisible();

  // Screenshots (the STOP banner included): desktop and phone, light and dark, English and Russian.
  mkdirSync(SHOTS, { recursive: true });
  for (const language of ['en', 'ru'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        ([lang, mode]) => {
          window.localStorage.setItem('fixflow.language', lang);
          window.localStorage.setItem('vite-ui-theme', mode);
        },
        [language, theme] as const,
      );
      for (const [width, height] of [
        [1366, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`/customers/${customer.id}`);
        await expect(page.getByTestId('customer-thread').getByTestId('thread-opted-out')).toBeVisible();
        // A long word wraps: nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/thread-${width}-${theme}-${language}.png`, fullPage: true });
      }
    }
  }
});
