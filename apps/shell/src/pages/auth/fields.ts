import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH, weakPasswordReasonMessage } from '@fixflow/contracts';
import type { Language } from '@fixflow/i18n';

/** Digits with the usual separators and an optional leading +; the API normalises the rest. */
export const PHONE_PATTERN = /^\+?[0-9][0-9\s().-]{5,24}$/;

export function emailRules(t: TFunction, required: boolean): FormRule[] {
  return [...(required ? [{ required: true, message: t('auth.emailRequired') }] : []), { type: 'email', message: t('auth.emailInvalid') }];
}

export function phoneRules(t: TFunction): FormRule[] {
  return [{ pattern: PHONE_PATTERN, message: t('auth.phoneInvalid') }];
}

/** Only what the browser can tell for sure; the API's strength check (reasons) has the last word. */
export function newPasswordRules(t: TFunction, language: Language): FormRule[] {
  return [
    { required: true, message: t('auth.passwordRequired') },
    { min: PASSWORD_MIN_LENGTH, message: weakPasswordReasonMessage('length', language) },
  ];
}

/** The sign-in identifier: an email when it has an @, else a phone number. */
export function identifierOf(value: string): { email: string } | { phone: string } {
  const trimmed = value.trim();
  return trimmed.includes('@') ? { email: trimmed } : { phone: trimmed };
}
