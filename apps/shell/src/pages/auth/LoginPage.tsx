import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthSession, LoginRequest, Role } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';
import { AuthCard, errorMessage } from './AuthCard';

/** Where each role lands after signing in. */
const HOME: Record<Role, string> = { vendor: '/dashboard', technician: '/dashboard', admin: '/admin/dashboard' };

export default function LoginPage({ variant = 'user' }: { variant?: 'user' | 'admin' }) {
  const { t } = useTranslation('shell');
  const { api, toast } = useShell();
  const { session } = useHost();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { email: string; password: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      const auth = await api.post<AuthSession>('/auth/login', { email: values.email, password: values.password } satisfies LoginRequest);
      session.signIn(auth);
      toast.success(t('auth.signedIn'));
      void navigate(auth.user.role ? HOME[auth.user.role] : '/');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t(variant === 'admin' ? 'auth.adminLoginTitle' : 'auth.loginTitle')} error={error}>
      <Form layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name="login">
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
        <Form.Item label={t('auth.password')} name="password" rules={[{ required: true, message: t('auth.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.submit')}
        </Button>
      </Form>
      <Space orientation="vertical" style={{ marginTop: 16 }}>
        <Link to="/reset-password">{t('auth.forgotPassword')}</Link>
        {variant === 'user' ? (
          <span>
            {t('auth.noAccount')} <Link to="/vendor-registration">{t('auth.registerVendor')}</Link> ·{' '}
            <Link to="/technician-registration">{t('auth.registerTechnician')}</Link>
          </span>
        ) : null}
      </Space>
    </AuthCard>
  );
}
