import type { i18n as I18n, InitOptions } from 'i18next';
import { LANGUAGES, type Language, type Namespace, type NamespaceResources } from './types';

export const FALLBACK_LANGUAGE: Language = 'en';
/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'fixflow.language';

/**
 * Options for the one `init` call, made by the host only. A language left out of `resources`
 * is read through the backend the host registers (partialBundledLanguages), when it is used.
 */
export function hostInitOptions(namespace: Namespace, resources: Partial<NamespaceResources> & Pick<NamespaceResources, 'en'>): InitOptions {
  return {
    resources: Object.fromEntries(Object.entries(resources).map(([language, messages]) => [language, { [namespace]: messages }])),
    partialBundledLanguages: true,
    ns: [namespace],
    defaultNS: namespace,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
  };
}

/**
 * Both languages of a namespace at once, as the test harness (@fixflow/shell-sdk/testing) gives a
 * remote's words; the host reads them a language at a time (apps/shell/src/i18n/remote-words.ts).
 * Adding again replaces the bundle.
 */
export function addNamespace(i18n: I18n, namespace: Namespace, resources: NamespaceResources): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

export function currentLanguage(i18n: I18n): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : FALLBACK_LANGUAGE;
}
