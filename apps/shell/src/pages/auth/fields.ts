import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH, weakPasswordReasonMessage } from '@fixflow/contracts';
import type { Language } from '@fixflow/i18n';
import type { Rule } from './plain/form-state';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function required<V>(message: string): Rule<V> {
  return (value) => (value.trim() ? undefined : message);
}

export function emailRules<V>(t: TFunction, isRequired: boolean): Rule<V>[] {
  const format: Rule<V> = (value) => (!value.trim() || EMAIL_PATTERN.test(value.trim()) ? undefined : t('auth.emailInvalid'));
  return isRequired ? [required(t('auth.emailRequired')), format] : [format];
}

/** Only what the browser can tell for sure; the API's strength check (reasons) has the last word. */
export function newPasswordRules<V>(t: TFunction, language: Language): Rule<V>[] {
  return [
    (value) => (value ? undefined : t('auth.passwordRequired')),
    (value) => (value.length >= PASSWORD_MIN_LENGTH ? undefined : weakPasswordReasonMessage('length', language)),
  ];
}

/** The sign-in identifier: an email when it has an @, else a phone number. */
export function identifierOf(value: string): { email: string } | { phone: string } {
  const trimmed = value.trim();
  return trimmed.includes('@') ? { email: trimmed } : { phone: trimmed };
}
