import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AuthSession, LoginRequest } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';
import { homePath } from '../../routes/home';
import { AuthCard } from './AuthCard';
import { PHONE_PATTERN, identifierOf, required } from './fields';
import { bindField, useFormState, type Rules } from './plain/form-state';
import { Footer, LinkButton, SubmitButton, TextField } from './plain/Plain';

// The forgot-password dialog loads when first opened.
const ForgotPasswordDialog = lazy(async () => ({ default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog }));

type LoginValues = { identifier: string; password: string };
const EMPTY: LoginValues = { identifier: '', password: '' };

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
  const rules = useMemo<Rules<LoginValues>>(
    () => ({
      identifier: [
        required(t('auth.emailOrPhoneRequired')),
        (value) => (value.includes('@') || PHONE_PATTERN.test(value.trim()) ? undefined : t('auth.phoneInvalid')),
      ],
      password: [(value) => (value ? undefined : t('auth.passwordRequired'))],
    }),
    [t],
  );
  const form = useFormState(EMPTY, rules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !form.validate()) return;
    setError(null);
    setSubmitting(true);
    try {
      const { identifier, password } = form.values;
      const auth = await api.post<AuthSession>('/auth/login', { ...identifierOf(identifier), password } satisfies LoginRequest);
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
      <form noValidate onSubmit={(event) => void submit(event)} name={`${variant}-login`}>
        <TextField label={t('auth.emailOrPhone')} hint={t('auth.emailOrPhoneHint')} autoComplete="username" {...bindField(form, 'identifier')} />
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" {...bindField(form, 'password')} />
        <SubmitButton busy={submitting}>{t('auth.submit')}</SubmitButton>
      </form>
      <Footer>
        <LinkButton onClick={() => setForgotOpen(true)}>{t('auth.forgotPassword')}</LinkButton>
        {variant === 'user' ? (
          <span>
            {t('auth.noAccount')} <Link to="/vendor-registration">{t('auth.registerVendor')}</Link> ·{' '}
            <Link to="/technician-registration">{t('auth.registerTechnician')}</Link>
          </span>
        ) : null}
      </Footer>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
