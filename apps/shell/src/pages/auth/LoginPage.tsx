import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AuthSession, LoginRequest } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';
import { homePath } from '../../routes/home';
import { AuthCard } from './AuthCard';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { PHONE_PATTERN, identifierOf } from './fields';

interface LoginValues {
  identifier: string;
  password: string;
}

/** A signed-in page sent the visitor here (guard step 2); go back there afterwards. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export default function LoginPage({ variant = 'user' }: { variant?: 'user' | 'admin' }) {
  const { t } = useTranslation('shell');
  const { api, toast } = useShell();
  const { session } = useHost();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = async (values: LoginValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const auth = await api.post<AuthSession>('/auth/login', { ...identifierOf(values.identifier), password: values.password } satisfies LoginRequest);
      if (variant === 'admin' && auth.user.role !== 'admin') {
        // Not an administrator: end the session the API just opened rather than keep it half-used.
        await api.request('POST', '/auth/logout', { accessToken: auth.access_token }).catch((failure: unknown) => console.error('Sign-out failed', failure));
        setError(new Error(t('auth.notAdmin')));
        return;
      }
      session.auth.signIn(auth);
      toast.success(t('auth.signedIn'));
      void navigate(returnPath(location.state) ?? homePath(auth.user.role!), { replace: true });
    } catch (failure) {
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t(variant === 'admin' ? 'auth.adminLoginTitle' : 'auth.loginTitle')} error={error}>
      <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name={`${variant}-login`}>
        <Form.Item
          label={t('auth.emailOrPhone')}
          name="identifier"
          extra={t('auth.emailOrPhoneHint')}
          rules={[
            { required: true, whitespace: true, message: t('auth.emailOrPhoneRequired') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value || value.includes('@')) return;
                if (!PHONE_PATTERN.test(value.trim())) throw new Error(t('auth.phoneInvalid'));
              },
            },
          ]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('auth.password')} name="password" rules={[{ required: true, message: t('auth.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.submit')}
        </Button>
      </Form>
      <Space orientation="vertical" style={{ marginTop: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => setForgotOpen(true)}>
          {t('auth.forgotPassword')}
        </Button>
        {variant === 'user' ? (
          <span>
            {t('auth.noAccount')} <Link to="/vendor-registration">{t('auth.registerVendor')}</Link> ·{' '}
            <Link to="/technician-registration">{t('auth.registerTechnician')}</Link>
          </span>
        ) : null}
      </Space>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
