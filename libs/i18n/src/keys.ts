import type { Messages, NamespaceResources } from './types';

/** Every leaf key as a dotted path, e.g. `login.submit`. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}

/** i18next's plural forms: `total_one`, `total_few`… are the forms of `total`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** The key a plural form belongs to (`vendors.total_few` → `vendors.total`); any other key as it is. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_FORM, '');
}

/**
 * Keys present in one language and not in the other, per language. A counted key is one key
 * whatever forms each language needs (missingPluralForms checks those).
 */
export function missingKeys(resources: NamespaceResources): { en: string[]; ru: string[] } {
  const en = new Set(flattenKeys(resources.en).map(pluralBase));
  const ru = new Set(flattenKeys(resources.ru).map(pluralBase));
  return {
    en: [...ru].filter((key) => !en.has(key)),
    ru: [...en].filter((key) => !ru.has(key)),
  };
}

/**
 * The plural forms `language` needs (Intl.PluralRules: English one/other, Russian one/few/many/other)
 * that a counted key lacks, as `key_form`: "1 vendors" is a missing `_one`.
 */
export function missingPluralForms(messages: Messages, language: string): string[] {
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = flattenKeys(messages);
  const counted = new Set(keys.filter((key) => PLURAL_FORM.test(key)).map(pluralBase));
  return [...counted].flatMap((base) => needed.filter((form) => !keys.includes(`${base}_${form}`)).map((form) => `${base}_${form}`));
}
