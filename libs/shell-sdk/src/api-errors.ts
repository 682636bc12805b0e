import type { i18n as I18n } from 'i18next';
import {
  ERROR_MESSAGES,
  WEAK_PASSWORD_REASONS,
  errorMessage,
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
  reasons?: ApiError['reasons'];
}

function asApiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof Error)) return null;
  const code = (error as Partial<ApiFailure>).code;
  return typeof code === 'string' ? (error as Error & ApiFailure) : null;
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

/** VALIDATION_FAILED field problems, for the form fields that exist. */
export function fieldErrors(error: unknown, fields: readonly string[]): { name: string; errors: string[] }[] {
  const failure = asApiFailure(error);
  if (failure?.code !== 'VALIDATION_FAILED' || !failure.errors) return [];
  return failure.errors.filter((problem) => fields.includes(problem.field)).map((problem) => ({ name: problem.field, errors: [problem.message] }));
}

/** The weak-password refusal goes beside the password field; anything else above the form. */
export function isWeakPassword(error: unknown): boolean {
  return asApiFailure(error)?.code === 'WEAK_PASSWORD';
}
