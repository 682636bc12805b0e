import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@fixflow/contracts';
import { isWeakPassword, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';

/**
 * PUT /api/auth/password for the signed-in user, shared by the plain reset page and the
 * antd settings card: on success the session learns the user (USER_UPDATED) and a toast
 * says so; a weak password's reasons go to `onWeak` for the password field.
 */
export function useSavePassword() {
  const { t, i18n } = useTranslation('shell');
  const { api, toast } = useShell();
  const { session } = useHost();
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const save = async (password: string, onWeak: (reasons: string[]) => void): Promise<boolean> => {
    setError(null);
    setSaving(true);
    try {
      const user = await api.put<AuthUser>('/auth/password', { password });
      session.auth.updateUser(user);
      toast.success(t('auth.passwordUpdated'), t('auth.passwordUpdatedText'));
      return true;
    } catch (failure) {
      if (isWeakPassword(failure)) onWeak(weakPasswordReasons(failure, i18n));
      setError(failure);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, error };
}
