import i18next from 'i18next';
import { loadMessageCatalogue } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';

/*
 * The API's error catalogue (libs/contracts) is no part of a page's first load: an error that
 * arrives before it shows the API's own message, which follows the request's Accept-Language.
 * The shell reads it once the page is in use (a key, a tap, a click), with the chunks of pages whose
 * checks name catalogue messages before any call, and describeApiError when an error arrives.
 * Not at idle time: the budgets count every script a page fetches until the network is quiet
 * (BUILD.md), and the catalogue is needed only once someone acts.
 */

/** English (every language's fallback) and the current language's catalogue. Never rejects: offline, the API's words stand. */
export function loadMessages(): Promise<void> {
  return Promise.all([loadMessageCatalogue('en'), loadMessageCatalogue(currentLanguage(i18next))]).then(
    () => undefined,
    () => undefined,
  );
}

/** A page's chunk together with the catalogue, for pages whose form checks use its words (lazy()). */
export async function withMessages<T>(chunk: Promise<T>): Promise<T> {
  const [module] = await Promise.all([chunk, loadMessages()]);
  return module;
}

const FIRST_USE = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Reads the catalogue at the visitor's first key, tap or click: before any form can be sent, yet
 * not on the first load of a public page, which most visitors only read.
 */
export function loadMessagesOnFirstUse(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  const start = () => {
    for (const type of FIRST_USE) target.removeEventListener(type, start, true);
    void loadMessages();
  };
  for (const type of FIRST_USE) target.addEventListener(type, start, { capture: true, passive: true });
}
