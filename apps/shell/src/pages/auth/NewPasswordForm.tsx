import { useMemo, type FormEvent } from 'react';
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

type NewPasswordValues = { password: string; confirm: string };
const EMPTY: NewPasswordValues = { password: '', confirm: '' };

/** After a recovery link: choose the new password (PUT /api/auth/password), then go home. */
export function NewPasswordForm({ role }: { role: Role }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { save, saving, error } = useSavePassword();
  const language = currentLanguage(i18n);
  const rules = useMemo<Rules<NewPasswordValues>>(
    () => ({
      password: newPasswordRules(t, language),
      confirm: [required(t('auth.confirmPasswordRequired')), (value, values) => (value === values.password ? undefined : t('auth.passwordsDiffer'))],
    }),
    [t, language],
  );
  const form = useFormState(EMPTY, rules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.validate()) return;
    const saved = await save(form.values.password, (reasons) => form.showErrors({ password: reasons }));
    if (saved) void navigate(homePath(role), { replace: true });
  };

  return (
    <>
      <ApiErrorNotice error={error} reasonsAtField />
      <form noValidate onSubmit={(event) => void submit(event)} name="new-password">
        <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} {...bindField(form, 'password')} />
        <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...bindField(form, 'confirm')} />
        <SubmitButton busy={saving}>{t('auth.savePassword')}</SubmitButton>
      </form>
    </>
  );
}
