import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** Where the screenshots of the queue go for a person to look at. */
const SHOTS = '/tmp/shots-unknown';

/** A number no customer of this run has: +1 737 555 and four digits from the clock. */
const freshNumber = () => `+1737555${String(Date.now() + Math.floor(Math.random() * 1e4)).slice(-4)}`;

/** Twilio's webhook as Twilio sends it (form-encoded); e2e runs without TWILIO_AUTH_TOKEN, so unsigned is accepted. */
async function textArrives(request: APIRequestContext, from: string, body: string): Promise<void> {
  const response = await request.post('/api/sms/incoming', {
    form: { MessageSid: `SMe2e${Date.now()}${Math.floor(Math.random() * 1e6)}`, From: from, To: '+15125550100', Body: body, NumMedia: '0' },
  });
  expect(response.status()).toBe(200);
}

/** The dialog's opening animation is over (a shot mid-zoom is half transparent). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function customerOf(request: APIRequestContext, token: string, name: string, phone: string): Promise<{ id: string }> {
  const response = await request.post('/api/customers', { headers: { Authorization: `Bearer ${token}` }, data: { name, phone } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

test('a text from a number two vendors share waits in Unknown SMS; the admin attaches it and the vendor reads it in the thread', async ({ page, request }) => {
  test.setTimeout(180_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const vendor2 = await apiLogin(request, DEMO.vendor2);
  const phone = freshNumber();
  const stamp = Date.now();
  const ann = await customerOf(request, vendor.access_token, `Ann Shared ${stamp}`, phone);
  await customerOf(request, vendor2.access_token, `Bob Shared ${stamp}`, phone);
  const body = `Is my washer ready? ${stamp}`;
  await textArrives(request, phone, body);
  // And one from a number nobody has, for the screenshots' sake.
  await textArrives(request, freshNumber(), `Wrong number? <b>not bold</b> ${stamp}`);

  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('count-unknownSms')).toBeVisible();
  await page.getByRole('link', { name: 'Unknown SMS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown SMS' })).toBeVisible();
  const card = page.getByTestId('unknown-sms').filter({ hasText: body });
  await expect(card).toContainText(phone);
  await expect(card.getByTestId('candidates')).toContainText(`Ann Shared ${stamp}`);
  await expect(card.getByTestId('candidates')).toContainText(`Bob Shared ${stamp}`);
  // HTML a sender typed is text on the page.
  await expect(page.getByText(`Wrong number? <b>not bold</b> ${stamp}`)).toBeVisible();

  await card.getByRole('button', { name: new RegExp(`^Attach: Ann Shared ${stamp}, `) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Attach this text to Ann Shared ${stamp}?`);
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('Text attached')).toBeVisible();
  await expect(page.getByTestId('unknown-sms').filter({ hasText: body })).toHaveCount(0);

  // Resolved: what, to whom, by whom (this admin's tab follows sms.changed live).
  await page.getByText('Resolved', { exact: true }).click();
  const resolved = page.getByTestId('unknown-sms').filter({ hasText: body });
  await expect(resolved.getByTestId('resolution')).toContainText('Attached');
  await expect(resolved.getByTestId('resolution')).toContainText(`Ann Shared ${stamp}`);

  // The vendor's thread of that customer now holds the text.
  const thread = await request.get(`/api/customers/${ann.id}/messages`, { headers: { Authorization: `Bearer ${vendor.access_token}` } });
  expect(thread.status()).toBe(200);
  expect(((await thread.json()) as { items: { body: string }[] }).items.map((item) => item.body)).toContain(body);

  // The number is still two vendors' customers': its next text waits too, and appears on the open queue live
  // (sms.changed to the admins), with both as candidates for the screenshots.
  await page.getByText('Open', { exact: true }).click();
  await expect(page.getByTestId('unknown-sms').filter({ hasText: 'Wrong number?' })).toBeVisible();
  await textArrives(request, phone, `Any news on the repair? ${stamp}`);
  await expect(page.getByTestId('unknown-sms').filter({ hasText: `Any news on the repair? ${stamp}` })).toBeVisible();

  // Screenshots: the open queue and the resolved tab, desktop and phone, light and dark, English and Russian.
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
        for (const tab of ['open', 'resolved'] as const) {
          await page.goto(`/admin/unmatched-sms${tab === 'resolved' ? '?tab=resolved' : ''}`);
          await expect(page.getByTestId('unknown-sms').first()).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: `${SHOTS}/unknown-sms-${tab}-${width}-${theme}-${language}.png`, fullPage: true });
        }
      }
    }
  }
  // The dialogs too (English, light, phone and desktop).
  await page.evaluate(() => {
    window.localStorage.setItem('fixflow.language', 'en');
    window.localStorage.setItem('vite-ui-theme', 'light');
  });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/unmatched-sms');
    await page.getByTestId('unknown-sms').first().getByRole('button', { name: 'Create a customer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/unknown-sms-create-${width}-light-en.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('unknown-sms').first().getByRole('button', { name: 'Attach to another customer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/unknown-sms-attach-${width}-light-en.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }
});
