import { WEAK_PASSWORD_REASON_MESSAGES, type WeakPasswordReason } from '../accounts.js';
import { ERROR_MESSAGES, FIELD_ERROR_MESSAGES, type ErrorCode, type FieldErrorCode } from '../errors.js';

/** Languages of the error catalogue; English is the default and SPEC.md's wording. */
export const MESSAGE_LANGUAGES = ['en', 'ru'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** One language's error messages, weak-password reasons and field problems. */
export interface MessageCatalogue {
  errors: Record<ErrorCode, string>;
  reasons: Record<WeakPasswordReason, string>;
  fields: Record<FieldErrorCode, string>;
}

const ENGLISH: MessageCatalogue = { errors: ERROR_MESSAGES, reasons: WEAK_PASSWORD_REASON_MESSAGES, fields: FIELD_ERROR_MESSAGES };

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * The other languages are read when they are used: a web page in English never downloads the
 * Russian catalogue. The API loads them all at start; the shell with its own Russian strings.
 */
const LOADERS: Record<Exclude<MessageLanguage, 'en'>, () => Promise<MessageCatalogue>> = {
  ru: async () => (await import('./errors.ru.js')).RU_MESSAGE_CATALOGUE,
};

const catalogues: Partial<Record<MessageLanguage, MessageCatalogue>> = { en: ENGLISH };

/** Makes a language's catalogue available (the loaders use it; tests that import one may too). */
export function addMessageCatalogue(language: MessageLanguage, catalogue: MessageCatalogue): void {
  catalogues[language] = catalogue;
}

/** Reads a language's catalogue once; until it is in, that language's messages are the English ones. */
export async function loadMessageCatalogue(language: MessageLanguage): Promise<void> {
  if (language === 'en' || catalogues[language]) return;
  addMessageCatalogue(language, await LOADERS[language]());
}

const catalogueOf = (language: MessageLanguage): MessageCatalogue => catalogues[language] ?? ENGLISH;

/** An error code's message in a language, `{{name}}` placeholders filled; the API and the web share it. */
export function errorMessage(code: ErrorCode, language: MessageLanguage = 'en', params: Record<string, string | number> = {}): string {
  return fill(catalogueOf(language).errors[code], params);
}

/** A field problem's message in a language, its limits (`max`, `min`, `allowed`) filled in. */
export function fieldErrorMessage(
  code: FieldErrorCode,
  language: MessageLanguage = 'en',
  params: Record<string, string | number> = {},
): string {
  return fill(catalogueOf(language).fields[code], params);
}

export function weakPasswordReasonMessage(reason: WeakPasswordReason, language: MessageLanguage = 'en'): string {
  return catalogueOf(language).reasons[reason];
}
