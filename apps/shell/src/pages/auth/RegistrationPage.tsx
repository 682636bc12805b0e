import { useState } from 'react';
import { Button, Col, Form, Input, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, type SignupRequest, type SignupResponse, type SignupRole } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { fieldErrors, isWeakPassword, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';
import { homePath } from '../../routes/home';
import { AuthCard } from './AuthCard';
import { emailRules, newPasswordRules, phoneRules } from './fields';

interface RegistrationValues {
  name: string;
  email?: string;
  phone?: string;
  city?: string;
  state?: string;
  password: string;
}

const FIELDS = ['email', 'phone', 'city', 'state', 'password', 'full_name', 'company_name'] as const;
const blankToUndefined = (value: string | undefined) => value?.trim() || undefined;

/** Vendor and technician sign-up (POST /api/auth/signup); a vendor's name is its company's. */
export default function RegistrationPage({ role }: { role: SignupRole }) {
  const { t, i18n } = useTranslation('shell');
  const { api } = useShell();
  const { session } = useHost();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegistrationValues>();
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const language = currentLanguage(i18n);

  const submit = async (values: RegistrationValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const request: SignupRequest = {
        role,
        email: blankToUndefined(values.email),
        phone: blankToUndefined(values.phone),
        password: values.password,
        ...(role === 'vendor' ? { company_name: values.name.trim() } : { full_name: values.name.trim() }),
        city: blankToUndefined(values.city),
        state: blankToUndefined(values.state),
        redirect_to: window.location.origin,
      };
      const answer = await api.post<SignupResponse>('/auth/signup', request);
      if (answer.session) {
        // A phone-only account is signed in at once (there is no SMS confirmation).
        session.auth.signIn(answer.session);
        void navigate(homePath(role), { replace: true });
      } else {
        setConfirmationSentTo(answer.user.email ?? request.email ?? '');
      }
    } catch (failure) {
      const problems = fieldErrors(failure, FIELDS).map((problem) => ({
        ...problem,
        name: problem.name === 'full_name' || problem.name === 'company_name' ? 'name' : problem.name,
      }));
      if (isWeakPassword(failure)) {
        form.setFields([{ name: 'password', errors: weakPasswordReasons(failure, i18n) }]);
      }
      if (problems.length > 0) form.setFields(problems as { name: keyof RegistrationValues; errors: string[] }[]);
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  const title = t(role === 'vendor' ? 'auth.vendorRegistrationTitle' : 'auth.technicianRegistrationTitle');
  if (confirmationSentTo !== null) {
    return (
      <AuthCard title={title}>
        <Result
          status="success"
          title={t('auth.registered')}
          subTitle={t('auth.registeredText', { email: confirmationSentTo })}
          extra={<Link to="/login">{t('auth.backToLogin')}</Link>}
        />
      </AuthCard>
    );
  }

  const eitherContact = errorMessage('EMAIL_OR_PHONE_REQUIRED', language);
  const optional = (label: string) => `${label} ${t('auth.optional')}`;
  return (
    <AuthCard title={title} intro={t('auth.registrationText')} error={error} reasonsAtField>
      <Form<RegistrationValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name={`${role}-registration`}>
        <Form.Item
          label={t(role === 'vendor' ? 'auth.companyName' : 'auth.fullName')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t(role === 'vendor' ? 'auth.companyNameRequired' : 'auth.fullNameRequired') }]}
        >
          <Input autoComplete={role === 'vendor' ? 'organization' : 'name'} />
        </Form.Item>
        <Form.Item
          label={t('auth.email')}
          name="email"
          dependencies={['phone']}
          rules={[
            ...emailRules(t, false),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim() && !String(getFieldValue('phone') ?? '').trim()) throw new Error(eitherContact);
              },
            }),
          ]}
        >
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label={optional(t('auth.phone'))} name="phone" rules={phoneRules(t)}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={optional(t('auth.city'))} name="city">
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={optional(t('auth.state'))} name="state">
              <Input autoComplete="address-level1" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('auth.password')} name="password" extra={t('auth.passwordHint')} rules={newPasswordRules(t, language)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.register')}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        {t('auth.haveAccount')} <Link to="/login">{t('auth.submit')}</Link>
      </p>
    </AuthCard>
  );
}
