import { expect, type Page } from '@playwright/test';
import { shellKeptOffline } from './service-worker';

/** Every file of the shell and of the technician remote's build is in the service worker's caches (keep-files.ts). */
export async function remoteCachedOffline(page: Page): Promise<void> {
  await shellKeptOffline(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const remotes = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
          const manifestUrl = new URL(remotes.technician, location.origin);
          const manifest = (await (await fetch(manifestUrl)).json()) as { exposes: { assets: { js: { sync: string[]; async: string[] } } }[] };
          const files = [...manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]), 'remoteEntry.js'].map((name) => new URL(name, manifestUrl).href);
          const missing = [];
          for (const file of files) if (!(await caches.match(file))) missing.push(file);
          return missing.length;
        }),
      { message: "the technician remote's files in the service worker's cache", timeout: 45_000 },
    )
    .toBe(0);
}
