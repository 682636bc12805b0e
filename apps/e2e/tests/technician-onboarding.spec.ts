import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, apiLogin, signInAs } from '../support/accounts';
import { emulateDevice, stubPushService } from '../support/installed-app';
import { pushSubscriptionsOf } from '../support/push-subscriptions';

// SPEC §2 install prompt and service worker, §4 technician gating, §5 push failures, at both widths.
test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** Past the gate: the tab bar on a phone, the sidebar on a desktop. */
async function expectTheApp(page: Page, phone: boolean) {
  if (phone) await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText(['Home', 'Availability', 'Schedule', 'Orders', 'Profile']);
  else await expect(page.getByTestId('sidebar').getByRole('menuitem')).toHaveText(['Dashboard', 'My Orders', 'Schedule', 'Availability', 'Financial Settlements', 'Settings']);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

for (const { name, viewport } of VIEWPORTS) {
  const phone = name === 'phone';

  test.describe(`${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport, isMobile: phone, hasTouch: phone });

    test.describe('a Russian browser', () => {
      test.use({ locale: 'ru-RU' });

      test('gets Russian on /login and after signing in', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1, name: 'Вход в Fixflow' })).toBeVisible();
        await page.getByLabel('Эл. почта или телефон').fill(DEMO.technician);
        await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Войти' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        // On a phone the gate asks to install; at a desk the app opens (SPEC §4: mobile gating).
        if (phone) await expect(page.getByRole('dialog', { name: 'Установите приложение' })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      });
    });

    test('a technician in a browser tab: on a phone the Install Application overlay, at a desk the app with a dismissible install offer; the service worker and the manifest are in place', async ({ page }) => {
      await signInAs(page, 'technician');
      await page.goto('/dashboard');
      if (phone) {
        const overlay = page.getByRole('dialog', { name: 'Install Application' });
        await expect(overlay).toBeVisible();
        await expect(overlay.getByText('Fixflow works as an app on your phone.', { exact: false })).toBeVisible();
        // Nothing of the app is reachable behind it.
        await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
        await expect(page.getByTestId('sidebar')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
      } else {
        await expectTheApp(page, phone);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // The browser offers installation (headless Chromium never does by itself): the banner
        // offers it too, and its close control puts it away.
        await page.evaluate(() => {
          const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => undefined,
            userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
          });
          window.dispatchEvent(offer);
        });
        const banner = page.getByTestId('install-banner');
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('button', { name: 'Install' })).toBeVisible();
        await banner.getByRole('button', { name: 'Close' }).click();
        await expect(banner).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      }

      // SPEC §2: /sw.js registered at the root, and active.
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { scope: registration.scope, script: registration.active?.scriptURL };
      });
      expect(worker.scope).toBe(new URL('/', page.url()).href);
      expect(worker.script).toBe(new URL('/sw.js', page.url()).href);
      const sw = await page.request.get('/sw.js');
      expect(sw.headers()['cache-control']).toBe('no-cache');

      // The manifest the page links is an installable one.
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const response = await page.request.get(href ?? '');
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as { name: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose?: string }[] };
      expect(manifest).toMatchObject({ name: 'Fixflow', display: 'standalone', start_url: '/dashboard' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
      expect((await page.request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '')).status()).toBe(200);
    });

    // The gate's steps after installing: SPEC §4 gates the phone only.
    if (phone) {
      test('as an installed app: Enable Notifications; a refused permission shows Blocked with Check Again', async ({ page }) => {
        await emulateDevice(page, { standalone: true });
        await signInAs(page, 'technician');
        await page.goto('/dashboard');
        const overlay = page.getByRole('dialog', { name: 'Enable Notifications' });
        await expect(overlay).toBeVisible();
        await expect(overlay.getByTestId('push-state')).toHaveText('Notifications:Not enabled yet');
        // Headless Chromium answers the permission request with "denied", as a user refusing would.
        await overlay.getByRole('button', { name: 'Enable Notifications' }).click();
        await expect(page.getByText('Notification permission denied')).toBeVisible();
        await expect(overlay.getByTestId('push-state')).toHaveText('Notifications:Blocked');
        await expect(overlay.getByRole('button', { name: 'Check Again' })).toBeVisible();
        await overlay.getByRole('button', { name: 'Check Again' }).click();
        await expect(overlay.getByRole('button', { name: 'Check Again' })).toBeVisible();
      });

      test('as an installed app without push: Continue opens the app, and is remembered across a reload', async ({ page }) => {
        await emulateDevice(page, { standalone: true, withoutPush: true });
        await signInAs(page, 'technician');
        await page.goto('/dashboard');
        const overlay = page.getByRole('dialog', { name: 'Enable Notifications' });
        await expect(overlay.getByTestId('push-state')).toHaveText('Notifications:Not supported');
        await overlay.getByRole('button', { name: 'Continue' }).click();
        await expectTheApp(page, phone);
        expect(await page.evaluate(() => window.localStorage.getItem('allow_without_push'))).toBe('1');

        await page.reload();
        await expectTheApp(page, phone);
        await expect(page.getByRole('dialog', { name: 'Enable Notifications' })).toHaveCount(0);
      });

      test('as an installed app with notifications allowed: enabling stores the push subscription, then the app opens', async ({ page, context }) => {
        // Subscribing waits for an active service worker: its install fetches the shell's few unhashed
        // files only (caching-rules.ts, installedWithWorker). With all ~150 fetched one at a time, a
        // slow CI machine took past the gate's 15 s wait (2026-11-27) and the POST never came.
        test.slow();
        await context.grantPermissions(['notifications']);
        await emulateDevice(page, { standalone: true });
        await stubPushService(page);
        const technician = await apiLogin(page.request, DEMO.technician);
        await signInAs(page, 'technician');
        await page.goto('/dashboard');
        const overlay = page.getByRole('dialog', { name: 'Enable Notifications' });
        await expect(overlay.getByTestId('push-state')).toHaveText('Notifications:Allowed');

        const saved = page.waitForResponse((response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST');
        await overlay.getByRole('button', { name: 'Enable Notifications' }).click();
        expect((await saved).status()).toBe(201);
        await expect(page.getByText('Notifications Enabled')).toBeVisible();
        await expect(page.getByText('You will receive new orders.')).toBeVisible();
        await expectTheApp(page, phone);

        // The browser subscribed with the server's VAPID key, and the API kept that subscription.
        const { publicKey } = (await (await page.request.get('/api/push/public-key', { headers: { Authorization: `Bearer ${technician.access_token}` } })).json()) as { publicKey: string };
        expect(await page.evaluate(() => (window as { __pushApplicationServerKey?: string }).__pushApplicationServerKey)).toBe(publicKey);
        const sent = (await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.toJSON())) as { endpoint: string; keys: { p256dh: string; auth: string } };
        const stored = await pushSubscriptionsOf(technician.user.id);
        expect(stored[0]).toMatchObject({ endpoint: sent.endpoint, p256dh: sent.keys.p256dh, auth: sent.keys.auth });

        // Signing out drops this device's subscription, on the server and in the browser: whoever
        // uses the phone next gets none of this technician's pushes.
        const dropped = page.waitForResponse((response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'DELETE');
        await page.getByRole('button', { name: 'Sign out' }).click();
        expect((await dropped).status()).toBe(204);
        await expect(page).toHaveURL(/\/login$/);
        expect((await pushSubscriptionsOf(technician.user.id)).map((row) => row.endpoint)).not.toContain(sent.endpoint);
        expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
      });
    }
  });
}
