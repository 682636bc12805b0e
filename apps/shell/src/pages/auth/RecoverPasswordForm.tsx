import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorNotice } from './AuthCard';
import { emailRules } from './fields';
import { bindField, useFormState, type Rules } from './plain/form-state';
import { Notice, SubmitButton, TextField } from './plain/Plain';

type RecoverValues = { email: string };
const EMPTY: RecoverValues = { email: '' };

/**
 * Asks for a recovery link (POST /api/auth/recover). The API answers the same
 * whether or not the account exists, and so does this form.
 */
export function RecoverPasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('shell');
  const { api } = useShell();
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const rules = useMemo<Rules<RecoverValues>>(() => ({ email: emailRules(t, true) }), [t]);
  const form = useFormState(EMPTY, rules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !form.validate()) return;
    setError(null);
    setSubmitting(true);
    try {
      await typed(api).post('/auth/recover', { body: { email: form.values.email.trim(), redirect_to: `${window.location.origin}/reset-password` } });
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) return <Notice kind="success" title={t('auth.resetSent')} testId="reset-sent" />;
  return (
    <>
      <ApiErrorNotice error={error} />
      <form noValidate onSubmit={(event) => void submit(event)} name="recover-password">
        <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" autoFocus={autoFocus} {...bindField(form, 'email')} />
        <SubmitButton busy={submitting}>{t('auth.resetSubmit')}</SubmitButton>
      </form>
    </>
  );
}
