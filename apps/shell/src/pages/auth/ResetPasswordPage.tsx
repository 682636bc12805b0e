import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShell } from '@fixflow/shell-sdk';
import { AuthCard, errorMessage } from './AuthCard';

/** Asks for a recovery link (POST /api/auth/recover). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const { api } = useShell();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await api.post('/auth/recover', { email, redirect_to: `${window.location.origin}/reset-password` });
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.resetTitle')} error={error}>
      <Typography.Paragraph type="secondary">{t('auth.resetText')}</Typography.Paragraph>
      {sent ? (
        <Alert type="success" title={t('auth.resetSent')} showIcon />
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name="reset-password">
          <Form.Item
            label={t('auth.email')}
            name="email"
            rules={[
              { required: true, message: t('auth.emailRequired') },
              { type: 'email', message: t('auth.emailInvalid') },
            ]}
          >
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('auth.resetSubmit')}
          </Button>
        </Form>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
