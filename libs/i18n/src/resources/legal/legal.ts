import type { Language } from '../../types';
import type { LegalTexts } from './legal-types';

export type { LegalDocument, LegalSection, LegalTexts } from './legal-types';

/**
 * The terms of service and the privacy policy in `language`: long texts, each language its own
 * chunk, downloaded only by the legal pages (never by / or /login, nor by every Russian page).
 */
export async function loadLegal(language: Language): Promise<LegalTexts> {
  return language === 'ru' ? (await import('./legal-ru')).legalRu : (await import('./legal-en')).legalEn;
}
