import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadMessageCatalogue } from '@fixflow/contracts';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, hostInitOptions } from '@fixflow/i18n';
import { loadShellRu, shellEn } from '@fixflow/i18n/shell';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language of a first visit: the one remembered, else the browser's first one we speak
 * (ru-RU counts as ru), else i18next's fallback. A dozen lines instead of
 * i18next-browser-languagedetector, which every first load downloaded.
 */
export function detectLanguage(): string {
  const stored = storedLanguage();
  if (stored) return stored;
  const spoken = (LANGUAGES as readonly string[]).includes.bind(LANGUAGES);
  return (navigator.languages ?? [navigator.language]).find((tag) => tag && spoken(tag.toLowerCase().split('-')[0])) ?? FALLBACK_LANGUAGE;
}

/**
 * The shell's Russian strings, and the API error catalogue's Russian, are read when Russian is used
 * (at start, or before Settings or the header switch to it: i18next changes the language once they
 * are in), so an English first load does not download them. A remote's words are read the same
 * way, a language when it is used, by remote-words.ts.
 */
export const shellLanguageBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (namespace !== 'shell' || language !== 'ru') return callback(null, {});
    Promise.all([loadShellRu(), loadMessageCatalogue('ru')]).then(
      ([messages]) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The only i18next `init` of the page; remotes add their namespaces to this instance. */
export async function setupI18n(): Promise<I18n> {
  await i18next
    .use(shellLanguageBackend)
    .use(initReactI18next)
    .init({ ...hostInitOptions('shell', { en: shellEn }), lng: detectLanguage() });
  const applied = (language: string) => {
    document.documentElement.lang = i18next.resolvedLanguage ?? language;
    // Remembered for the next visit, as the language detector's localStorage cache did.
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // private mode: the choice lasts this visit
    }
  };
  applied(i18next.language);
  i18next.on('languageChanged', applied);
  return i18next;
}
