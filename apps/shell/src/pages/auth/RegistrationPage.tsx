import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SignupRequest, SignupRole } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { AuthCard, errorMessage } from './AuthCard';

interface RegistrationValues {
  full_name: string;
  company_name?: string;
  email: string;
  phone?: string;
  password: string;
}

/** Vendor and technician sign-up (POST /api/auth/signup); a vendor also names its company. */
export default function RegistrationPage({ role }: { role: SignupRole }) {
  const { t } = useTranslation('shell');
  const { api } = useShell();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (values: RegistrationValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const request: SignupRequest = {
        role,
        email: values.email,
        password: values.password,
        full_name: values.full_name,
        phone: values.phone || undefined,
        company_name: role === 'vendor' ? values.company_name : undefined,
        redirect_to: window.location.origin,
      };
      await api.post('/auth/signup', request);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const title = t(role === 'vendor' ? 'auth.vendorRegistrationTitle' : 'auth.technicianRegistrationTitle');
  if (done) {
    return (
      <AuthCard title={title} error={null}>
        <Result status="success" title={t('auth.registered')} extra={<Link to="/login">{t('auth.backToLogin')}</Link>} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} error={error}>
      <Form<RegistrationValues> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name={`${role}-registration`}>
        <Form.Item label={t('auth.fullName')} name="full_name" rules={[{ required: true, message: t('auth.fullNameRequired') }]}>
          <Input autoComplete="name" />
        </Form.Item>
        {role === 'vendor' ? (
          <Form.Item label={t('auth.companyName')} name="company_name" rules={[{ required: true, message: t('auth.companyNameRequired') }]}>
            <Input autoComplete="organization" />
          </Form.Item>
        ) : null}
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
        <Form.Item label={t('auth.phone')} name="phone">
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item label={t('auth.password')} name="password" rules={[{ required: true, message: t('auth.passwordRequired') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.register')}
        </Button>
      </Form>
    </AuthCard>
  );
}
