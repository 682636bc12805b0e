import { expect, test, type Route } from '@playwright/test';
import { signInAs } from '../support/accounts';

// The admin remote is "down": every file under /remotes/admin/ answers 404 (RUNTIME-003 on its manifest).
const adminDown = async (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });

// page.route does not see what the service worker fetches (it serves remote files once it took
// control): without it, every remote request comes from the page, where the route stands.
test.use({ serviceWorkers: 'block' });

test('a remote that cannot load shows a retry card while the rest of the shell keeps working', async ({ page }) => {
  await page.route('**/remotes/admin/**', adminDown);
  await signInAs(page, 'admin');

  await page.goto('/admin/dashboard');
  const failure = page.getByTestId('remote-load-failed');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('The admin workspace is not reachable right now.');

  // The header still navigates (client side, no reload) to a public page…
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Field service, ordered and done' })).toBeVisible();
  // …and back to the workspace, still failing, still with the way out.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(failure).toBeVisible();

  await page.goto('/admin/system-settings');
  await expect(failure).toBeVisible();

  // The host draws the sidebar itself: it stays, and its host pages (Settings) still open.
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'System Settings', exact: true }).click();
  await expect(failure).toBeVisible();

  // The remote comes back: Retry loads it without reloading the page.
  await page.unroute('**/remotes/admin/**', adminDown);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  await expect(page.getByTestId('remote-version')).toContainText('Admin app');
  await expect(failure).toHaveCount(0);
});

test('another role’s remote still loads while one is down', async ({ page }) => {
  await page.route('**/remotes/admin/**', adminDown);
  await signInAs(page, 'vendor');
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Order' })).toBeVisible();
});

test('a remotes.json entry pointing at a missing version shows the retry card too', async ({ page }) => {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ admin: '/remotes/admin/does-not-exist/mf-manifest.json' }) }),
  );
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('remote-load-failed')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('with its remote down, a user can still sign out from the sidebar', async ({ page }) => {
  await page.route('**/remotes/vendor/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await signInAs(page, 'vendor');
  await page.goto('/dashboard');
  await expect(page.getByTestId('remote-load-failed')).toBeVisible();
  await page.getByTestId('sidebar').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a remote released for what this host does not share is refused with its own card, no retry', async ({ page }) => {
  // The admin remote as if built from a tree using DatePicker, which the host does not share.
  await page.route('**/remotes/admin/*/host-requirements.json', async (route) => {
    const response = await route.fetch();
    const requirements = (await response.json()) as { shared: Record<string, string[]> };
    requirements.shared.antd = [...requirements.shared.antd, 'DatePicker'];
    await route.fulfill({ response, json: requirements });
  });
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  const card = page.getByTestId('remote-incompatible');
  await expect(card).toContainText('This section needs a newer version of Fixflow');
  await expect(card).toContainText('Not provided by this version: DatePicker');
  await expect(card.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByTestId('remote-load-failed')).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('the chat button’s chunk lost once is asked for again; lost twice, only the button is missing', async ({ page }) => {
  // The shell chunk that draws the chat button (its icon's path is in it); lost `times` times.
  const losing = (times: number) => {
    let lost = 0;
    return async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('M4 5h16a1 1 0 0 1 1 1v10') && lost < times) {
        lost += 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response, body });
    };
  };
  await signInAs(page, 'vendor');

  await page.route(/\/\d+\.[0-9a-f]{10}\.js$/, losing(1));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('chat-widget')).toBeVisible();

  await page.unrouteAll();
  await page.route(/\/\d+\.[0-9a-f]{10}\.js$/, losing(2));
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.getByTestId('chat-widget')).toHaveCount(0);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
