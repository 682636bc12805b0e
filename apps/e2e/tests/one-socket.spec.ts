import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { watchSockets } from '../support/sockets';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

// The host owns the tab's one socket: the Orders page, its live list and the sidebar's SMS badge
// all listen on it (before, each opened its own connection).
test('a vendor on Orders holds exactly one socket.io connection, kept across pages', async ({ page }) => {
  const { sockets } = watchSockets(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'vendor');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);

  // Moving to the dashboard (live too) opens no other.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(sockets).toHaveLength(1);
});
