import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { homePath } from '../../routes/home';
import { ApiErrorNotice } from './AuthCard';
import { newPasswordRules, required } from './fields';
import { bindField, useFormState, type Rules } from './plain/form-state';
import { SubmitButton, TextField } from './plain/Plain';
import { useSavePassword } from './save-password';

type NewPasswordValues = { current: string; password: string; confirm: string };
const EMPTY: NewPasswordValues = { current: '', password: '', confirm: '' };

/**
 * After a recovery link: choose the new password (PUT /api/auth/password), then go home. The
 * recovery session needs no current password; any other session (a signed-in visitor who opened
 * /reset-password) is asked for it once the API says so.
 */
export function NewPasswordForm({ role }: { role: Role }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { save, saving, error } = useSavePassword();
  const [askCurrent, setAskCurrent] = useState(false);
  const language = currentLanguage(i18n);
  const rules = useMemo<Rules<NewPasswordValues>>(
    () => ({
      current: askCurrent ? [required(t('auth.currentPasswordRequired'))] : [],
      password: newPasswordRules(t, language),
      confirm: [required(t('auth.confirmPasswordRequired')), (value, values) => (value === values.password ? undefined : t('auth.passwordsDiffer'))],
    }),
    [t, language, askCurrent],
  );
  const form = useFormState(EMPTY, rules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.validate()) return;
    const { current, password } = form.values;
    const saved = await save(askCurrent ? { password, current_password: current } : { password }, {
      onWeak: (reasons) => form.setFields([{ name: 'password', errors: reasons }]),
      onCurrent: (message) => {
        setAskCurrent(true);
        form.setFields([{ name: 'current', errors: [message] }]);
      },
    });
    if (saved) void navigate(homePath(role), { replace: true });
  };

  return (
    <>
      <ApiErrorNotice error={error} reasonsAtField />
      <form noValidate onSubmit={(event) => void submit(event)} name="new-password">
        {askCurrent ? <TextField label={t('auth.currentPassword')} type="password" autoComplete="current-password" {...bindField(form, 'current')} /> : null}
        <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} {...bindField(form, 'password')} />
        <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...bindField(form, 'confirm')} />
        <SubmitButton busy={saving}>{t('auth.savePassword')}</SubmitButton>
      </form>
    </>
  );
}
