import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, apiLogin, signInAs } from '../support/accounts';
import { randomServiceDate } from '../support/api';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/** One word the width of several screens: nothing to break at but characters. */
const unbroken = (prefix: string, length: number) => `${prefix}${'x'.repeat(length - prefix.length)}`;

async function orderWithLongText(request: APIRequestContext): Promise<string> {
  const vendor = await apiLogin(request, DEMO.vendor);
  const day = randomServiceDate();
  const response = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${vendor.access_token}` },
    data: {
      customer_name: unbroken('Longname', 200),
      phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
      address: unbroken('Longstreet', 200),
      city: 'Springfield',
      service_date: day,
      time_slot: 'morning',
      appliance_type: unbroken('Appliance', 100),
      issue_description: unbroken('Issue', 600),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width}×${viewport.height}, long unbroken text on the vendor's order page breaks inside its cells and the date stays on one line`, async ({ page, request }) => {
    const id = await orderWithLongText(request);
    await page.setViewportSize(viewport);
    await signInAs(page, 'vendor');
    await page.goto(`/orders/${id}`);
    const date = page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(date).toBeVisible();

    // The date is one line: as tall as a line of its text.
    const lineHeight = await date.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await date.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
    // Nothing runs past the screen's edge: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // On a desktop the two columns of details are equal.
    if (viewport.width > 1000) {
      const widths = await page.locator('.ant-descriptions-row').first().locator('> td').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
      expect(widths).toHaveLength(2);
      expect(Math.abs(widths[0] - widths[1])).toBeLessThanOrEqual(1);
    }
    await page.screenshot({ path: test.info().outputPath(`order-long-text-${viewport.width}.png`), fullPage: false });
  });
}
