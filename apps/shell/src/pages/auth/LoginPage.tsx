import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { currentLanguage } from '@fixflow/i18n';
import { useSession, useShell } from '@fixflow/shell-sdk';
import { loadPhoneRule, phoneProblem } from '@fixflow/ui/phone';
import { useHost } from '../../host-context';
import { homePath } from '../../routes/home';
import { AuthCard } from './AuthCard';
import { identifierOf, required } from './fields';
import { bindField, useFormState, type Rules } from './plain/form-state';
import { ButtonLink, Footer, LinkButton, SubmitButton, TextField } from './plain/Plain';

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
  const { t, i18n } = useTranslation('shell');
  const { api, toast } = useShell();
  const { session } = useHost();
  const location = useLocation();
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const language = currentLanguage(i18n);
  // "Sign in with …" only when the API has an OpenID Connect provider (OIDC_* set).
  const [provider, setProvider] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    typed(api)
      .get('/auth/providers')
      .then((answer) => live && setProvider(answer.oidc))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  const rules = useMemo<Rules<LoginValues>>(
    () => ({
      identifier: [
        required(t('auth.emailOrPhoneRequired')),
        // Without an @ it is a phone, checked by the same rule as at registration.
        (value) => (value.includes('@') ? undefined : phoneProblem(value, language)),
      ],
      password: [(value) => (value ? undefined : t('auth.passwordRequired'))],
    }),
    [t, language],
  );
  const form = useFormState(EMPTY, rules);
  const current = useSession();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // libphonenumber loads only for someone signing in by phone.
    if (form.values.identifier.trim() && !form.values.identifier.includes('@')) await loadPhoneRule();
    if (!form.validate()) return;
    setError(null);
    setSubmitting(true);
    try {
      const { identifier, password } = form.values;
      const auth = await typed(api).post('/auth/login', { body: { ...identifierOf(identifier), password } });
      if (variant === 'admin' && auth.user.role !== 'admin') {
        // Not an administrator: end the session the API just opened rather than keep it half-used.
        await api.request('POST', '/auth/logout', { accessToken: auth.access_token }).catch((failure: unknown) => console.error('Sign-out failed', failure));
        setError(new Error(t('auth.notAdmin')));
        return;
      }
      // Signed in, the page redirects itself (below): to where the guard turned the visitor from, or home.
      session.auth.signIn(auth);
      toast.success(t('auth.signedIn'));
    } catch (failure) {
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  // Already signed in (a bookmark, the back button, a link): no form to fill, straight to the workspace.
  if (current.status === 'signed-in') return <Navigate to={returnPath(location.state) ?? homePath(current.user.role)} replace />;
  return (
    <AuthCard title={t(variant === 'admin' ? 'auth.adminLoginTitle' : 'auth.loginTitle')} error={error}>
      <form noValidate onSubmit={(event) => void submit(event)} name={`${variant}-login`}>
        <TextField label={t('auth.emailOrPhone')} hint={t('auth.emailOrPhoneHint')} autoComplete="username" {...bindField(form, 'identifier')} />
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" {...bindField(form, 'password')} />
        <SubmitButton busy={submitting}>{t('auth.submit')}</SubmitButton>
      </form>
      {provider ? <ButtonLink href="/api/auth/oidc/start">{t('auth.signInWith', { name: provider })}</ButtonLink> : null}
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
