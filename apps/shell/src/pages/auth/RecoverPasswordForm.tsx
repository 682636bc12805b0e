import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert } from './AuthCard';
import { emailRules } from './fields';

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

  const submit = async ({ email }: { email: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await api.post('/auth/recover', { email: email.trim(), redirect_to: `${window.location.origin}/reset-password` });
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) return <Alert type="success" title={t('auth.resetSent')} showIcon role="status" data-testid="reset-sent" />;
  return (
    <>
      <ApiErrorAlert error={error} />
      <Form layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name="recover-password">
        <Form.Item label={t('auth.email')} name="email" rules={emailRules(t, true)}>
          <Input autoComplete="email" inputMode="email" autoFocus={autoFocus} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.resetSubmit')}
        </Button>
      </Form>
    </>
  );
}
