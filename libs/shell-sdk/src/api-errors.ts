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

/** A form that shows errors under its fields: antd's FormInstance, or the account pages' plain form state. */
export interface FieldErrorsTarget<N extends string> {
  setFields(fields: { name: N; errors: string[] }[]): void;
}

/**
 * Puts a VALIDATION_FAILED answer's problems under the form's fields, each translated by its code
 * into the user's current language (the API's own message when it sent no code). `fields` names
 * the form's fields as the API does; a record maps an API name onto a form field of another name.
 * True when every problem found a field, so nothing is left for a message above the form.
 */
export function showFieldErrors<const N extends string>(form: FieldErrorsTarget<NoInfer<N>>, error: unknown, fields: readonly N[] | Readonly<Record<string, N>>, i18n: I18n): boolean {
  const failure = asApiFailure(error);
  if (failure?.code !== 'VALIDATION_FAILED') return false;
  const fieldOf = (name: string): N | undefined => (Array.isArray(fields) ? (fields.includes(name as N) ? (name as N) : undefined) : (fields as Record<string, N>)[name]);
  const language = currentLanguage(i18n);
  const problems: { field: string; message: string }[] =
    failure.fields?.map(({ field, code, message, max, min, allowed }) => ({
      field,
      message: isFieldErrorCode(code) ? fieldErrorMessage(code, language, { ...(max !== undefined && { max }), ...(min !== undefined && { min }), ...(allowed !== undefined && { allowed }) }) : message,
    })) ??
    failure.errors ??
    [];
  const onFields = new Map<N, string[]>();
  for (const { field, message } of problems) {
    const name = fieldOf(field);
    if (name) onFields.set(name, [...(onFields.get(name) ?? []), message]);
  }
  if (onFields.size) form.setFields([...onFields].map(([name, errors]) => ({ name, errors })));
  return problems.length > 0 && problems.every(({ field }) => fieldOf(field) !== undefined);
}

/** The weak-password refusal goes beside the password field; anything else above the form. */
export function isWeakPassword(error: unknown): boolean {
  return asApiFailure(error)?.code === 'WEAK_PASSWORD';
}
