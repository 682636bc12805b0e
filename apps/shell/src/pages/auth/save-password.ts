import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { apiErrorCode, describeApiError, isWeakPassword, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';

/** The API's answers about the current password, shown at that field. */
const CURRENT_PASSWORD_CODES = new Set(['CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_INVALID']);

export interface PasswordChange {
  password: string;
  /** Asked for everywhere but on the session a recovery link started. */
  current_password?: string;
}

export interface PasswordProblems {
  /** A weak password's reasons, for the new password's field. */
  onWeak(reasons: string[]): void;
  /** The current password is missing or wrong: the message, for its field. */
  onCurrent(message: string): void;
}

/**
 * PUT /api/auth/password for the signed-in user, shared by the plain reset page and the
 * antd settings card: on success the session learns the user (USER_UPDATED) and a toast
 * says so; the API's problems with either password go to their fields.
 */
export function useSavePassword() {
  const { t, i18n } = useTranslation('shell');
  const { api, toast } = useShell();
  const { session } = useHost();
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const save = async (change: PasswordChange, problems: PasswordProblems): Promise<boolean> => {
    setError(null);
    setSaving(true);
    try {
      const user = await typed(api).put('/auth/password', { body: change });
      session.auth.updateUser(user);
      toast.success(t('auth.passwordUpdated'), t('auth.passwordUpdatedText'));
      return true;
    } catch (failure) {
      if (isWeakPassword(failure)) problems.onWeak(weakPasswordReasons(failure, i18n));
      if (CURRENT_PASSWORD_CODES.has(apiErrorCode(failure) ?? '')) problems.onCurrent(describeApiError(failure, i18n));
      setError(failure);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, error };
}
