import { expect, type Page } from '@playwright/test';
import { KEEP_SHELL, type KeepShellAnswer } from '../../shell/service-worker/messages';

/**
 * Until the service worker controls the page and holds every file of the shell: its install
 * precaches only the few without a hash in their name, the page then asks for the rest
 * (caching-rules.ts, installedWithWorker). Asked again here, the worker answers once all are kept.
 */
export async function shellKeptOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const answer = await page.evaluate(
    (type) =>
      new Promise<KeepShellAnswer>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<KeepShellAnswer>) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type }, [channel.port2]);
      }),
    KEEP_SHELL,
  );
  expect(answer.missing, "the shell's files the worker could not keep").toBe(0);
}
