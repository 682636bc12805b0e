import { MESSAGE_LANGUAGES, type MessageLanguage } from '@fixflow/contracts';

/** The languages the API answers in (the contracts' catalogue); English is SPEC.md's and the default. */
export type Language = MessageLanguage;

/**
 * The best supported language of an Accept-Language header ("ru-RU,ru;q=0.9,en;q=0.8" → ru),
 * by quality then order; English when nothing matches.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    if ((MESSAGE_LANGUAGES as readonly string[]).includes(entry.base)) return entry.base as Language;
  }
  return 'en';
}
