import type { i18n as I18n } from 'i18next';
import {
  ERROR_MESSAGES,
  WEAK_PASSWORD_REASONS,
  errorMessage,
  fieldErrorMessage,
  isFieldErrorCode,
  isErrorCode,
  weakPasswordReasonMessage,
  type ApiError,
  type WeakPasswordReason,
} from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';

/** The parts of an ApiClientError the forms read (duck-typed: any thrown value may arrive here). */
interface ApiFailure {
  code: string;
  message: string;
  errors?: ApiError['errors'];
  fields?: ApiError['fields'];
  reasons?: ApiError['reasons'];
}

function asApiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof Error)) return null;
  const code = (error as Partial<ApiFailure>).code;
  return typeof code === 'string' ? (error as Error & ApiFailure) : null;
}

/** The API's error code of a failure (`CURRENT_PASSWORD_INVALID`…), or null for anything else. */
export function apiErrorCode(error: unknown): string | null {
  return asApiFailure(error)?.code ?? null;
}

const isReason = (value: string): value is WeakPasswordReason => (WEAK_PASSWORD_REASONS as readonly string[]).includes(value);

/**
 * An error in the user's current language, by its code (the en/ru catalogue of
 * libs/contracts), so switching language re-translates an error already on screen.
 * Messages with parameters keep the API's text: it already followed Accept-Language.
 */
export function describeApiError(error: unknown, i18n: I18n): string {
  const failure = asApiFailure(error);
  if (failure?.code === 'NETWORK_ERROR') return i18n.t('auth.networkError', { ns: 'shell' });
  if (failure && isErrorCode(failure.code) && !ERROR_MESSAGES[failure.code].includes('{{')) {
    return errorMessage(failure.code, currentLanguage(i18n));
  }
  return error instanceof Error ? error.message : String(error);
}

/** The reasons of a WEAK_PASSWORD refusal, in words, in the current language. */
export function weakPasswordReasons(error: unknown, i18n: I18n): string[] {
  const failure = asApiFailure(error);
  if (failure?.code !== 'WEAK_PASSWORD' || !failure.reasons) return [];
  return failure.reasons.map((reason) => (isReason(reason.code) ? weakPasswordReasonMessage(reason.code, currentLanguage(i18n)) : reason.message));
}

/**
 * VALIDATION_FAILED field problems, for the form fields that exist: by their code in the user's
 * current language when the API sent codes (`fields`), else the API's own messages.
 */
export function fieldErrors(error: unknown, fields: readonly string[], i18n?: I18n): { name: string; errors: string[] }[] {
  const failure = asApiFailure(error);
  if (failure?.code !== 'VALIDATION_FAILED') return [];
  if (failure.fields?.length) {
    const language = i18n ? currentLanguage(i18n) : undefined;
    return failure.fields
      .filter((problem) => fields.includes(problem.field))
      .map(({ field, code, message, max, min, allowed }) => ({
        name: field,
        errors: [isFieldErrorCode(code) && language ? fieldErrorMessage(code, language, { ...(max !== undefined && { max }), ...(min !== undefined && { min }), ...(allowed !== undefined && { allowed }) }) : message],
      }));
  }
  if (!failure.errors) return [];
  return failure.errors.filter((problem) => fields.includes(problem.field)).map((problem) => ({ name: problem.field, errors: [problem.message] }));
}

/** The weak-password refusal goes beside the password field; anything else above the form. */
export function isWeakPassword(error: unknown): boolean {
  return asApiFailure(error)?.code === 'WEAK_PASSWORD';
}
