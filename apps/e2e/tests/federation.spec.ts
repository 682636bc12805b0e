import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { countReactRenderers, rendererCount } from '../support/react-renderers';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test.describe('the host loads remotes at run time', () => {
  // The pages below are the vendor's: only a signed-in vendor gets past the guard to them.
  test.beforeEach(async ({ page }) => signInAs(page, 'vendor'));

  test('/orders/new shows the vendor remote’s page, fetched from /remotes/ as listed in /remotes.json', async ({ page, request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const vendorManifest = remotes.vendor;
    expect(vendorManifest).toMatch(/^\/remotes\/vendor\/[^/]+\/mf-manifest\.json$/);
    const vendorFolder = vendorManifest.replace(/mf-manifest\.json$/, '');

    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto('/orders/new');

    await expect(page.getByRole('heading', { level: 1, name: 'Create Order' })).toBeVisible();
    await expect(page.getByLabel('Customer name')).toBeVisible();
    await expect(page.getByTestId('remote-version')).toContainText('Vendor app');
    expect(requested).toContain('/remotes.json');
    expect(requested).toContain(vendorManifest);
    expect(requested).toContain(`${vendorFolder}remoteEntry.js`);
    // A signed-in vendor downloads nothing of the other roles' remotes.
    expect(requested.filter((path) => /^\/remotes\/(admin|technician)\//.test(path))).toEqual([]);
  });

  test('react-dom runs once across the host and the remote', async ({ page, request }) => {
    await countReactRenderers(page);
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Order' })).toBeVisible();

    // One renderer registered: a second react-dom copy would register itself too.
    expect(await rendererCount(page)).toBe(1);

    // And the remote has no copy of its own to download: it takes every shared library from the
    // host, without a fallback (remoteConfig in libs/web-build/rspack.mjs), so its manifest lists
    // the shared modules it uses and no file for any of them.
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const manifest = (await (await request.get(remotes.vendor)).json()) as { shared: ManifestShared[] };
    expect(manifest.shared.map((shared) => shared.name)).toContain('react');
    expect(manifest.shared.filter((shared) => shared.assets.js.sync.length + shared.assets.js.async.length > 0).map((shared) => shared.name)).toEqual([]);
  });

  test('the host’s theme reaches the remote’s antd components (antd is shared)', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
    await page.goto('/orders/new');
    const card = page.locator('.ant-card').first();
    await expect(card).toBeVisible();
    const background = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });
});
