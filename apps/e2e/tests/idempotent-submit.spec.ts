import { expect, test } from '@playwright/test';
import { DEMO, apiLogin, signInAs } from '../support/accounts';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/**
 * Issue 20 item 2: the web sends one Idempotency-Key per submit. The vendor's first "Create order"
 * reaches the API, which creates the order, but the answer is lost on the way back (a dropped
 * connection); the vendor sees the failure and submits again: the same key brings the first
 * answer, so there is one order, and the vendor lands on it.
 */
test('a vendor’s order submitted again after its answer was lost is created once', async ({ page, request }) => {
  await signInAs(page, 'vendor');
  const name = `Lost Answer ${Date.now()}`;
  const day = new Date(Date.UTC(2052, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000).toISOString().slice(0, 10);
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (dropped) return route.continue();
    dropped = true;
    // The API does the work; its answer never reaches the page.
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    await route.abort('connectionreset');
  });

  await page.goto('/orders/new');
  await page.getByLabel('Phone', { exact: true }).fill('(512) 555-0188');
  await page.getByLabel('Customer name', { exact: true }).fill(name);
  await page.getByLabel('Service date', { exact: true }).fill(day);
  const submit = page.getByRole('button', { name: 'Create order' });
  await submit.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/new$/);

  await submit.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(keys[1]).toBe(keys[0]);

  const { access_token } = await apiLogin(request, DEMO.vendor);
  const list = await request.get('/api/orders', { headers: { Authorization: `Bearer ${access_token}` }, params: { search: name, limit: 10 } });
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: string; customer_name: string }[] };
  expect(items.filter((order) => order.customer_name === name)).toHaveLength(1);
  expect(page.url()).toContain(items[0].id);
});
