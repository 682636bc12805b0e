import { expect, test, type Page } from '@playwright/test';
import { type DemoAccount, signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';

/**
 * Issue 20: every page is served with a strict CSP (no inline script without a hash, no eval, no
 * third-party origin), and the whole app runs under it. Chromium reports each refused script,
 * style, socket or fetch twice: a console error naming the Content Security Policy, and a
 * `securitypolicyviolation` event, which this spec records from before the page's first script.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(`event: ${line}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation: (line: string) => Promise<void> }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** Opens a page and waits until the signed-in frame (or the public page) has drawn and the network is quiet. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
  expect(scriptSrc, `script-src of ${path}`).toContain("'self'");
  expect(scriptSrc, `script-src of ${path}`).not.toContain('unsafe');
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
}

const PAGES: { account: DemoAccount | null; paths: string[] }[] = [
  { account: null, paths: ['/', '/login', '/vendor-registration', '/technician-registration', '/reset-password', '/terms-of-service'] },
  { account: 'vendor', paths: ['/dashboard', '/orders', '/orders/new', '/customers', '/technicians', '/service-scheduler', '/chat', '/vendor-settings', '/payments', '/settings'] },
  { account: 'technician', paths: ['/dashboard', '/orders', '/schedule', '/availability', '/chat', '/settings'] },
  { account: 'admin', paths: ['/admin/dashboard', '/admin/orders', '/admin/vendors', '/admin/users', '/admin/system-settings', '/service-scheduler', '/settings'] },
];

for (const { account, paths } of PAGES) {
  test(`${account ?? 'a visitor'}: ${paths.length} pages run under the CSP with no violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    if (account === 'technician') await asInstalledApp(page);
    if (account) await signInAs(page, account);
    for (const path of paths) await visit(page, path);
    // The service worker registers and controls the page under the policy (push needs it).
    if (account) {
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toMatch(/\/$/);
    }
    expect(violations).toEqual([]);
  });
}

test('a dialog (antd writes its scroll lock as a <style>) and the live socket work under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  // The socket is up and talking: connect-src lets the page open ws:// to its own host.
  const received: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/api/socket.io')) socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  await signInAs(page, 'vendor');
  await visit(page, '/customers');
  await expect.poll(() => received.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /new customer|add customer/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
});

test('a script injected into a signed-in page cannot run, so it cannot read the session', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAs(page, 'vendor');
  await visit(page, '/dashboard');
  // What an HTML injection would add: an inline script, and one from another origin.
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__stolen = localStorage.getItem("fixflow.auth.session")';
    document.body.append(inline);
    const remote = document.createElement('script');
    remote.src = 'https://attacker.example/steal.js';
    document.body.append(remote);
  });
  await expect.poll(() => violations.filter((line) => line.startsWith('event: script-src')).length).toBe(2);
  expect(await page.evaluate(() => (window as { __stolen?: unknown }).__stolen)).toBeUndefined();
});
