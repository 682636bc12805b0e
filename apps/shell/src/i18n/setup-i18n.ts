import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, hostInitOptions } from '@fixflow/i18n';
import { shellMessages } from '@fixflow/i18n/shell';

/** The only i18next `init` of the page; remotes add their namespaces to this instance. */
export async function setupI18n(): Promise<I18n> {
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...hostInitOptions('shell', shellMessages),
      detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
    });
  document.documentElement.lang = i18next.resolvedLanguage ?? 'en';
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next;
}
