import type { i18n as I18n } from 'i18next';
import {
  WEAK_PASSWORD_REASONS,
  errorMessage,
  fieldErrorMessage,
  hasFieldErrorMessage,
  hasMessageCatalogue,
  isErrorCode,
  loadMessageCatalogue,
  weakPasswordReasonMessage,
  type ApiError,
  type MessageLanguage,
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
 * The language's error catalogue, read when an error arrives (the host reads it earlier, once the
 * page is in use): with it, errors translate by code. A failed read is tried again by the next error.
 * English too, so a later switch to it finds its words in.
 */
function catalogueReady(language: MessageLanguage): boolean {
  if (hasMessageCatalogue(language)) return true;
  for (const wanted of new Set<MessageLanguage>([language, 'en'])) loadMessageCatalogue(wanted).catch(() => undefined);
  return false;
}

/**
 * An error in the user's current language, by its code (the en/ru catalogue of libs/contracts),
 * so switching language re-translates an error already on screen. Until the language's catalogue
 * is in (a page's first load carries none), and for messages with parameters, it is the API's own
 * text: the API wrote it in the request's Accept-Language.
 */
export function describeApiError(error: unknown, i18n: I18n): string {
  const failure = asApiFailure(error);
  if (failure?.code === 'NETWORK_ERROR') return i18n.t('auth.networkError', { ns: 'shell' });
  if (failure && isErrorCode(failure.code)) {
    const language = currentLanguage(i18n);
    if (catalogueReady(language)) {
      const translated = errorMessage(failure.code, language);
      if (!translated.includes('{{')) return translated;
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/** The reasons of a WEAK_PASSWORD refusal, in words, in the current language (the API's words until its catalogue is in). */
export function weakPasswordReasons(error: unknown, i18n: I18n): string[] {
  const failure = asApiFailure(error);
  if (failure?.code !== 'WEAK_PASSWORD' || !failure.reasons) return [];
  const language = currentLanguage(i18n);
  const translate = catalogueReady(language);
  return failure.reasons.map((reason) => (translate && isReason(reason.code) ? weakPasswordReasonMessage(reason.code, language) : reason.message));
}

/** A form that shows errors under its fields: antd's FormInstance, or the account pages' plain form state. */
export interface FieldErrorsTarget<N extends string> {
  setFields(fields: { name: N; errors: string[] }[]): void;
}

/**
 * Puts a VALIDATION_FAILED answer's problems under the form's fields, each translated by its code
 * into the user's current language (the API's own message, in that language already, when it sent
 * no code or the catalogue is not in yet). `fields` names
 * the form's fields as the API does; a record maps an API name onto a form field of another name.
 * True when every problem found a field, so nothing is left for a message above the form.
 */
export function showFieldErrors<const N extends string>(form: FieldErrorsTarget<NoInfer<N>>, error: unknown, fields: readonly N[] | Readonly<Record<string, N>>, i18n: I18n): boolean {
  const failure = asApiFailure(error);
  if (failure?.code !== 'VALIDATION_FAILED') return false;
  const fieldOf = (name: string): N | undefined => (Array.isArray(fields) ? (fields.includes(name as N) ? (name as N) : undefined) : (fields as Record<string, N>)[name]);
  const language = currentLanguage(i18n);
  catalogueReady(language);
  const problems: { field: string; message: string }[] =
    failure.fields?.map(({ field, code, message, max, min, allowed }) => ({
      field,
      message: hasFieldErrorMessage(code, language) ? fieldErrorMessage(code, language, { ...(max !== undefined && { max }), ...(min !== undefined && { min }), ...(allowed !== undefined && { allowed }) }) : message,
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
