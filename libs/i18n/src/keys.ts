import type { Messages, NamespaceResources } from './types';

/** Every leaf key as a dotted path, e.g. `login.submit`. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}

/** Keys present in one language and not in the other, per language. */
export function missingKeys(resources: NamespaceResources): { en: string[]; ru: string[] } {
  const en = new Set(flattenKeys(resources.en));
  const ru = new Set(flattenKeys(resources.ru));
  return {
    en: [...ru].filter((key) => !en.has(key)),
    ru: [...en].filter((key) => !ru.has(key)),
  };
}
