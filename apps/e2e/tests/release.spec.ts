import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { hashTree, readRemotesJson, releaseRemote } from '../support/dist';
import { test } from '../support/own-dist';

test.describe.configure({ mode: 'serial' });

const version = `0.1.0-e2e.${Date.now()}`;
let livePointer: string;

// Releases into this worker's own copy of dist, served by its own server: no other test sees them.
test.beforeAll(async ({ ownDist }) => {
  livePointer = (await readRemotesJson(ownDist.dir)).vendor;
});

test.afterAll(async ({ ownDist }) => {
  // Leave dist as the run found it: the live version back, the test release gone.
  const original = livePointer.match(/\/remotes\/vendor\/([^/]+)\//)?.[1];
  if (original) await releaseRemote(ownDist.dir, 'vendor', '--to', original);
  await rm(join(ownDist.dir, 'remotes', 'vendor', version), { recursive: true, force: true });
});

test('releasing one remote changes what the browser shows; the host files stay byte-identical', async ({ page, ownDist }) => {
  test.setTimeout(120_000);
  const dist = ownDist.dir;
  await signInAs(page, 'vendor');
  await page.goto('/orders/new');
  const badge = page.getByTestId('remote-version');
  await expect(badge).toBeVisible();
  const before = await badge.textContent();
  const shellBefore = await hashTree(join(dist, 'shell'));

  const output = await releaseRemote(dist, 'vendor', '--version', version);
  expect(output).toContain(`released vendor ${version}`);
  expect((await readRemotesJson(dist)).vendor).toBe(`/remotes/vendor/${version}/mf-manifest.json`);

  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.reload();
  await expect(badge).toHaveText(`Vendor app ${version}`);
  expect(before).not.toBe(`Vendor app ${version}`);
  expect(requested).toContain(`/remotes/vendor/${version}/remoteEntry.js`);
  expect(await hashTree(join(dist, 'shell'))).toEqual(shellBefore);

  // The same version cannot be released twice: folders are immutable.
  await expect(releaseRemote(dist, 'vendor', '--version', version)).rejects.toThrow(/already exists/);

  // Rolling back is one pointer move; the browser follows on the next load.
  expect(await releaseRemote(dist, 'vendor', '--rollback')).toContain('vendor now');
  await page.reload();
  await expect(badge).toHaveText(before ?? '');
  expect(await hashTree(join(dist, 'shell'))).toEqual(shellBefore);
});
