import type { WeakPasswordReason } from '../accounts.js';
import type { ErrorCode, FieldErrorCode } from '../errors.js';

/** Languages of the error catalogue; English is the default and SPEC.md's wording. */
export const MESSAGE_LANGUAGES = ['en', 'ru'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** One language's error messages, weak-password reasons and field problems. */
export interface MessageCatalogue {
  errors: Record<ErrorCode, string>;
  reasons: Record<WeakPasswordReason, string>;
  fields: Record<FieldErrorCode, string>;
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * Every language, English included, is read when it is used: a web page's first load carries no
 * catalogue (an error arrives with the API's own message, already in the caller's
 * Accept-Language). The API registers them all at start, synchronously
 * (apps/api/src/i18n/message-catalogues.ts); web code that needs the words before any call
 * awaits loadMessageCatalogue (a form's check, a page's chunk).
 */
const LOADERS: Record<MessageLanguage, () => Promise<MessageCatalogue>> = {
  en: async () => (await import('./errors.en.js')).EN_MESSAGE_CATALOGUE,
  ru: async () => (await import('./errors.ru.js')).RU_MESSAGE_CATALOGUE,
};

const catalogues: Partial<Record<MessageLanguage, MessageCatalogue>> = {};
const loading: Partial<Record<MessageLanguage, Promise<void>>> = {};

/** Makes a language's catalogue available (the loaders use it, the API at start, tests that import one). */
export function addMessageCatalogue(language: MessageLanguage, catalogue: MessageCatalogue): void {
  catalogues[language] = catalogue;
}

/** True once a language's catalogue is in (loaded or added). */
export function hasMessageCatalogue(language: MessageLanguage): boolean {
  return catalogues[language] !== undefined;
}

/** Reads a language's catalogue once (concurrent calls share the read; a failed read is tried again next time). */
export function loadMessageCatalogue(language: MessageLanguage): Promise<void> {
  if (catalogues[language]) return Promise.resolve();
  return (loading[language] ??= LOADERS[language]().then(
    (catalogue) => addMessageCatalogue(language, catalogue),
    (error: unknown) => {
      delete loading[language];
      throw error;
    },
  ));
}

/** The language's catalogue; until it is in, the English one; until that is in, none. */
const catalogueOf = (language: MessageLanguage): MessageCatalogue | undefined => catalogues[language] ?? catalogues.en;

/**
 * An error code's message in a language, `{{name}}` placeholders filled; the API and the web share it.
 * Without any catalogue in (a web caller that did not await loadMessageCatalogue) it is the code itself.
 */
export function errorMessage(code: ErrorCode, language: MessageLanguage = 'en', params: Record<string, string | number> = {}): string {
  const text = catalogueOf(language)?.errors[code];
  return text === undefined ? code : fill(text, params);
}

/** A field problem's message in a language, its limits (`max`, `min`, `allowed`) filled in. */
export function fieldErrorMessage(
  code: FieldErrorCode,
  language: MessageLanguage = 'en',
  params: Record<string, string | number> = {},
): string {
  const text = catalogueOf(language)?.fields[code];
  return text === undefined ? code : fill(text, params);
}

export function weakPasswordReasonMessage(reason: WeakPasswordReason, language: MessageLanguage = 'en'): string {
  return catalogueOf(language)?.reasons[reason] ?? reason;
}

/**
 * True when the language's own catalogue is in and has a message for this field problem's code:
 * the web translates by code then, else it shows the API's message (already in that language).
 */
export function hasFieldErrorMessage(code: string, language: MessageLanguage): code is FieldErrorCode {
  const fields = catalogues[language]?.fields;
  return fields !== undefined && Object.prototype.hasOwnProperty.call(fields, code);
}
