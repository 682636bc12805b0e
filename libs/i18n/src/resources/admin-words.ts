import type { NamespaceWords } from '../types';

/**
 * The admin remote's words as it hands them to the host (RemoteApp.i18n): each language a chunk of
 * its own, which the host reads when that language is used, so an English first load carries no
 * Russian and a Russian one no English.
 */
export const adminWords: NamespaceWords = {
  en: async () => (await import('./admin-en')).adminEn,
  ru: async () => (await import('./admin-ru')).adminRu,
};
