import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { errorMessage, type SignupRequest, type SignupRole } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { isWeakPassword, showFieldErrors, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';
import { PhoneInput, loadPhoneRule, phoneProblem } from '@fixflow/ui/phone';
import { useHost } from '../../host-context';
import { homePath } from '../../routes/home';
import { AuthCard } from './AuthCard';
import { emailRules, newPasswordRules, required } from './fields';
import { bindField, useFormState, type Rules } from './plain/form-state';
import { Done, Footer, Row, SubmitButton, TextField } from './plain/Plain';

type RegistrationValues = { name: string; email: string; phone: string; city: string; state: string; password: string };
const EMPTY: RegistrationValues = { name: '', email: '', phone: '', city: '', state: '', password: '' };

/** The API's field names → the form's: a vendor's name is its company_name, a technician's its full_name. */
const FIELDS = { email: 'email', phone: 'phone', city: 'city', state: 'state', password: 'password', full_name: 'name', company_name: 'name' } as const;
const blankToUndefined = (value: string) => value.trim() || undefined;

/** Vendor and technician sign-up (POST /api/auth/signup); a vendor's name is its company's. */
export default function RegistrationPage({ role }: { role: SignupRole }) {
  const { t, i18n } = useTranslation('shell');
  const { api } = useShell();
  const { session } = useHost();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const [signInWith, setSignInWith] = useState<string | null>(null);
  const language = currentLanguage(i18n);
  const rules = useMemo<Rules<RegistrationValues>>(() => {
    const eitherContact = errorMessage('EMAIL_OR_PHONE_REQUIRED', language);
    return {
      name: [required(t(role === 'vendor' ? 'auth.companyNameRequired' : 'auth.fullNameRequired'))],
      email: [...emailRules<RegistrationValues>(t, false), (value, values) => (value.trim() || values.phone.trim() ? undefined : eitherContact)],
      phone: [(value) => phoneProblem(value, language)],
      password: newPasswordRules(t, language),
    };
  }, [t, language, role]);
  const form = useFormState(EMPTY, rules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // A phone is checked by the API's rule, which loads when first needed.
    if (form.values.phone.trim()) await loadPhoneRule();
    if (!form.validate()) return;
    setError(null);
    setSubmitting(true);
    const { values } = form;
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
      const answer = await typed(api).post('/auth/signup', { body: request });
      if (answer.confirmation_sent) {
        setConfirmationSentTo(answer.user.email ?? request.email ?? '');
      } else {
        // Phone only: no SMS confirmation exists, and the answer carries no session whether or not
        // the phone was registered already (issue 20), so the new account signs in with its password.
        try {
          session.auth.signIn(await typed(api).post('/auth/login', { body: { phone: request.phone, password: values.password } }));
          void navigate(homePath(role), { replace: true });
        } catch {
          setSignInWith(request.phone ?? '');
        }
      }
    } catch (failure) {
      const allOnFields = showFieldErrors(form, failure, FIELDS, i18n);
      if (isWeakPassword(failure)) form.setFields([{ name: 'password', errors: weakPasswordReasons(failure, i18n) }]);
      setError(allOnFields ? null : failure);
    } finally {
      setSubmitting(false);
    }
  };

  const title = t(role === 'vendor' ? 'auth.vendorRegistrationTitle' : 'auth.technicianRegistrationTitle');
  if (confirmationSentTo !== null || signInWith !== null) {
    return (
      <AuthCard title={title}>
        <Done
          title={t(signInWith !== null ? 'auth.registeredPhone' : 'auth.registered')}
          text={signInWith !== null ? t('auth.registeredPhoneText', { phone: signInWith }) : t('auth.registeredText', { email: confirmationSentTo })}
          action={<Link to="/login">{t('auth.backToLogin')}</Link>}
        />
      </AuthCard>
    );
  }

  const optional = (label: string) => `${label} ${t('auth.optional')}`;
  return (
    <AuthCard title={title} intro={t('auth.registrationText')} error={error} reasonsAtField>
      <form noValidate onSubmit={(event) => void submit(event)} name={`${role}-registration`}>
        <TextField
          label={t(role === 'vendor' ? 'auth.companyName' : 'auth.fullName')}
          autoComplete={role === 'vendor' ? 'organization' : 'name'}
          {...bindField(form, 'name')}
        />
        <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...bindField(form, 'email')} />
        <PhoneInput as={TextField} label={optional(t('auth.phone'))} autoComplete="tel" {...bindField(form, 'phone')} />
        <Row>
          <TextField label={optional(t('auth.city'))} autoComplete="address-level2" {...bindField(form, 'city')} />
          <TextField label={optional(t('auth.state'))} autoComplete="address-level1" {...bindField(form, 'state')} />
        </Row>
        <TextField label={t('auth.password')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} {...bindField(form, 'password')} />
        <SubmitButton busy={submitting}>{t('auth.register')}</SubmitButton>
      </form>
      <Footer>
        <span>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.submit')}</Link>
        </span>
      </Footer>
    </AuthCard>
  );
}
