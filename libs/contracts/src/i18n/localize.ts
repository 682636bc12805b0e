import { WEAK_PASSWORD_REASON_MESSAGES, type WeakPasswordReason } from '../accounts.js';
import { ERROR_MESSAGES, type ErrorCode } from '../errors.js';
import { ERROR_MESSAGES_RU, WEAK_PASSWORD_REASON_MESSAGES_RU } from './errors.ru.js';

/** Languages of the error catalogue; English is the default and SPEC.md's wording. */
export const MESSAGE_LANGUAGES = ['en', 'ru'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const CATALOGUES: Record<MessageLanguage, Record<ErrorCode, string>> = { en: ERROR_MESSAGES, ru: ERROR_MESSAGES_RU };
const REASONS: Record<MessageLanguage, Record<WeakPasswordReason, string>> = {
  en: WEAK_PASSWORD_REASON_MESSAGES,
  ru: WEAK_PASSWORD_REASON_MESSAGES_RU,
};

/** An error code's message in a language, `{{name}}` placeholders filled; the API and the web share it. */
export function errorMessage(code: ErrorCode, language: MessageLanguage = 'en', params: Record<string, string | number> = {}): string {
  return CATALOGUES[language][code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function weakPasswordReasonMessage(reason: WeakPasswordReason, language: MessageLanguage = 'en'): string {
  return REASONS[language][reason];
}
