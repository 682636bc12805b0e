import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authAnswer } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../../testing/render-host';
import LoginPage from './LoginPage';
import RegistrationPage from './RegistrationPage';
import ResetPasswordPage from './ResetPasswordPage';

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The error shown under a field (TextField ties it to the input with aria-describedby). */
const errorUnder = (label: string | RegExp) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')?.textContent ?? '';
};
/** What the page sent besides asking which providers there are. */
const sent = <T extends { key: string }>(calls: T[]) => calls.filter((call) => call.key !== 'GET /api/auth/providers');
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('/login', () => {
  it('signed in already: no sign-in form, straight to the dashboard (or the page the guard turned the visitor from)', async () => {
    renderHost(<LoginPage />, { route: '/login', stored: authAnswer(Date.now()) });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('offers "Sign in with …" only when the API has an OpenID Connect provider', async () => {
    renderHost(<LoginPage />, { route: '/login', language: 'ru', routes: { 'GET /api/auth/providers': () => ({ status: 200, body: { oidc: 'Okta' } }) } });
    const link = await screen.findByRole('link', { name: 'Войти через Okta' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start');
  });

  it('shows no provider button when none is configured', async () => {
    const { calls } = renderHost(<LoginPage />, { route: '/login', routes: { 'GET /api/auth/providers': () => ({ status: 200, body: { oidc: null } }) } });
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/auth/providers')).toBe(true));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('shows the API error translated by its code', async () => {
    const { calls } = renderHost(<LoginPage />, {
      route: '/login',
      language: 'ru',
      routes: { 'POST /api/auth/login': () => ({ status: 400, body: { statusCode: 400, code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' } }) },
    });
    fill('Эл. почта или телефон', 'vendor@fixflow.test');
    fill('Пароль', 'wrong-password');
    await click('Войти');
    expect((await screen.findByTestId('auth-error')).textContent).toContain('Неверные данные для входа');
    expect(sent(calls)[0]).toMatchObject({ body: { email: 'vendor@fixflow.test', password: 'wrong-password' }, headers: { 'Accept-Language': 'ru' } });
  });

  it('signs in with a phone number and lands on the role’s home', async () => {
    const { session, calls } = renderHost(<LoginPage />, {
      route: '/login',
      routes: { 'POST /api/auth/login': () => ({ status: 200, body: authAnswer(Date.now()) }) },
    });
    fill('Email or phone', '+1 555 010 0002');
    fill('Password', 'Fixflow-demo-1');
    await click('Sign in');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sent(calls)[0].body).toEqual({ phone: '+1 555 010 0002', password: 'Fixflow-demo-1' });
    expect(session.auth.getSnapshot().status).toBe('signed-in');
  });

  it('says what is missing before calling the API', async () => {
    const { calls } = renderHost(<LoginPage />, { route: '/login' });
    await click('Sign in');
    expect(await screen.findByText('Enter your email or phone number')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('refuses a phone that is no phone number in the words of the API, before calling it', async () => {
    const { calls } = renderHost(<LoginPage />, { route: '/login', language: 'ru' });
    fill('Эл. почта или телефон', '555 12');
    fill('Пароль', 'Fixflow-demo-1');
    await click('Войти');
    await waitFor(() => expect(errorUnder('Эл. почта или телефон')).toBe('Должен быть номер телефона, например +15551234567 или (555) 123-4567'));
    expect(sent(calls)).toEqual([]);
  });

  it('on /admin/login, turns away a non-administrator and closes the session it got', async () => {
    const { session, calls } = renderHost(<LoginPage variant="admin" />, {
      route: '/admin/login',
      routes: { 'POST /api/auth/login': () => ({ status: 200, body: authAnswer(Date.now()) }), 'POST /api/auth/logout': () => ({ status: 204 }) },
    });
    fill('Email or phone', 'vendor@fixflow.test');
    fill('Password', 'Fixflow-demo-1');
    await click('Sign in');
    expect((await screen.findByTestId('auth-error')).textContent).toContain('This sign-in is for administrators');
    expect(sent(calls).map((call) => call.key)).toEqual(['POST /api/auth/login', 'POST /api/auth/logout']);
    expect(session.auth.getSnapshot().status).toBe('signed-out');
  });

  it('opens the forgot-password dialog, which asks for a link the same way whether or not the account exists', async () => {
    const { calls } = renderHost(<LoginPage />, { route: '/login', routes: { 'POST /api/auth/recover': () => ({ status: 200, body: {} }) } });
    await click('Forgot your password?');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('input')!, { target: { value: 'someone@fixflow.test' } });
    await click('Send reset link');
    expect(await screen.findByTestId('reset-sent')).toBeTruthy();
    expect(sent(calls)[0]).toMatchObject({ key: 'POST /api/auth/recover', body: { email: 'someone@fixflow.test', redirect_to: 'http://localhost/reset-password' } });
  });
});

describe('/vendor-registration', () => {
  const weak = {
    statusCode: 422,
    code: 'WEAK_PASSWORD',
    message: 'Password is too weak',
    reasons: [
      { code: 'characters', message: 'x' },
      { code: 'common', message: 'y' },
    ],
  };

  it('asks for an email or a phone in the words of SPEC §5', async () => {
    renderHost(<RegistrationPage role="vendor" />, { route: '/vendor-registration' });
    fill('Company name', 'Fresh Repairs');
    fill('Password', 'Some-long-pass-42');
    await click('Create account');
    expect(await screen.findByText('You must provide either an email or phone number and a password')).toBeTruthy();
  });

  it('refuses a phone that is no phone number with the API\'s message, translated, under the phone field', async () => {
    const { calls } = renderHost(<RegistrationPage role="vendor" />, { route: '/vendor-registration', language: 'ru' });
    fill('Название компании', 'Fresh Repairs');
    fill(/Телефон/, 'call me');
    fill('Пароль', 'Some-long-pass-42');
    await click('Создать аккаунт');
    await waitFor(() => expect(errorUnder(/Телефон/)).toBe('Должен быть номер телефона, например +15551234567 или (555) 123-4567'));
    expect(calls).toEqual([]);
  });

  it('shows a phone as it will be stored once the field is left, and sends it so', async () => {
    const { calls } = renderHost(<RegistrationPage role="technician" />, {
      route: '/technician-registration',
      routes: { 'POST /api/auth/signup': () => ({ status: 201, body: { user: authAnswer(0).user, session: null, confirmation_sent: false } }) },
    });
    const phone = screen.getByLabelText(/Phone/) as HTMLInputElement;
    fireEvent.focus(phone);
    fill(/Phone/, '(512) 555-0134');
    await act(async () => {
      fireEvent.blur(phone);
    });
    await waitFor(() => expect(phone.value).toBe('+15125550134'));
    fill('Full name', 'Tom Fixer');
    fill('Password', 'Some-long-pass-42');
    await click('Create account');
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ role: 'technician', full_name: 'Tom Fixer', phone: '+15125550134' }));
  });

  it('puts the API\'s field problems under their fields by code, in the user\'s language: a vendor\'s company_name on its name', async () => {
    renderHost(<RegistrationPage role="vendor" />, {
      route: '/vendor-registration',
      language: 'ru',
      routes: {
        'POST /api/auth/signup': () => ({
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            errors: [{ field: 'company_name', message: 'company_name must be shorter than or equal to 200 characters' }],
            fields: [{ field: 'company_name', code: 'TOO_LONG', max: 200, message: 'Must be at most 200 characters' }],
          },
        }),
      },
    });
    fill('Название компании', 'F'.repeat(201));
    fill('Эл. почта', 'fresh@fixflow.test');
    fill('Пароль', 'Some-long-pass-42');
    await click('Создать аккаунт');
    await waitFor(() => expect(errorUnder('Название компании')).toBe('Не длиннее 200 символов'));
    expect(screen.queryByTestId('auth-error')).toBeNull();
  });

  it('shows a weak password’s reasons in words, at the password field', async () => {
    const { calls } = renderHost(<RegistrationPage role="vendor" />, {
      route: '/vendor-registration',
      routes: { 'POST /api/auth/signup': () => ({ status: 422, body: weak }) },
    });
    fill('Company name', 'Fresh Repairs');
    fill('Email', 'fresh@fixflow.test');
    fill('Password', 'password');
    await click('Create account');
    expect(await screen.findByText('Password must mix at least two kinds of characters: lower-case, upper-case, digits, symbols')).toBeTruthy();
    expect(screen.getByText('Password is too easy to guess: avoid common passwords, words and patterns')).toBeTruthy();
    expect(screen.getByTestId('auth-error').textContent).toContain('Password is too weak');
    expect(calls[0].body).toMatchObject({ role: 'vendor', company_name: 'Fresh Repairs', email: 'fresh@fixflow.test', redirect_to: 'http://localhost' });
  });

  it('signs a technician who gave only a phone in with the password just chosen, and goes home', async () => {
    const { session, calls } = renderHost(<RegistrationPage role="technician" />, {
      route: '/technician-registration',
      routes: {
        'POST /api/auth/signup': () => ({ status: 201, body: { user: { ...authAnswer(0).user, email: null, phone: '+15125550134' }, session: null, confirmation_sent: false } }),
        'POST /api/auth/login': () => ({ status: 200, body: authAnswer(Date.now()) }),
      },
    });
    fill('Full name', 'Tom Fixer');
    fill(/Phone/, '+15125550134');
    fill('Password', 'Some-long-pass-42');
    await click('Create account');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sent(calls).map((call) => call.key)).toEqual(['POST /api/auth/signup', 'POST /api/auth/login']);
    expect(sent(calls)[1].body).toEqual({ phone: '+15125550134', password: 'Some-long-pass-42' });
    expect(session.auth.getSnapshot().status).toBe('signed-in');
  });

  it('a phone that cannot sign in next (registered already) is told to sign in, in words that fit either case (issue 20)', async () => {
    const { session } = renderHost(<RegistrationPage role="technician" />, {
      route: '/technician-registration',
      language: 'ru',
      routes: {
        'POST /api/auth/signup': () => ({ status: 201, body: { user: { ...authAnswer(0).user, email: null, phone: '+15550100005' }, session: null, confirmation_sent: false } }),
        'POST /api/auth/login': () => ({ status: 400, body: { statusCode: 400, code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' } }),
      },
    });
    fill('Полное имя', 'Самозванец');
    fill(/Телефон/, '+15550100005');
    fill('Пароль', 'Some-long-pass-42');
    await click('Создать аккаунт');
    expect(await screen.findByText('Войдите, чтобы продолжить.')).toBeTruthy();
    expect(screen.getByText('Войдите с номером +15550100005 и своим паролем.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' }).getAttribute('href')).toBe('/login');
    expect(session.auth.getSnapshot().status).not.toBe('signed-in');
  });

  it('tells a vendor to check the email, in words that fit a new and a registered address alike (issue 20)', async () => {
    renderHost(<RegistrationPage role="vendor" />, {
      route: '/vendor-registration',
      routes: { 'POST /api/auth/signup': () => ({ status: 201, body: { user: { ...authAnswer(0).user, email: 'fresh@fixflow.test' }, session: null, confirmation_sent: true } }) },
    });
    fill('Company name', 'Fresh Repairs');
    fill('Email', 'fresh@fixflow.test');
    fill('Password', 'Some-long-pass-42');
    await click('Create account');
    expect(await screen.findByText('Check your email to finish signing up.')).toBeTruthy();
    expect(screen.getByText(/We sent a message to fresh@fixflow.test with the next step/)).toBeTruthy();
  });
});

describe('/reset-password', () => {
  it('signed in (from a recovery link): sets the new password, announces USER_UPDATED and goes home', async () => {
    const answer = authAnswer(Date.now());
    const { session, calls, toasts } = renderHost(<ResetPasswordPage />, {
      route: '/reset-password',
      stored: answer,
      routes: { 'PUT /api/auth/password': () => ({ status: 200, body: answer.user }) },
    });
    const events: string[] = [];
    session.auth.onAuthStateChange((event) => events.push(event));
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    fill('New password', 'Another-pass-77');
    fill('Repeat the new password', 'Another-pass-77');
    await click('Save password');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(calls.find((call) => call.key === 'PUT /api/auth/password')?.body).toEqual({ password: 'Another-pass-77' });
    expect(events).toContain('USER_UPDATED');
    expect(toasts).toContainEqual(['success', 'Password updated', 'Use your new password the next time you sign in.']);
  });

  it('signed in by other means than a recovery link: asks for the current password once the API wants it', async () => {
    const answer = authAnswer(Date.now());
    const { calls } = renderHost(<ResetPasswordPage />, {
      route: '/reset-password',
      stored: answer,
      routes: {
        'PUT /api/auth/password': (body) =>
          (body as { current_password?: string }).current_password === 'Old-pass-11'
            ? { status: 200, body: answer.user }
            : { status: 400, body: { statusCode: 400, code: 'CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to set a new one' } },
      },
    });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fill('New password', 'Another-pass-77');
    fill('Repeat the new password', 'Another-pass-77');
    await click('Save password');
    expect((await screen.findAllByText('Enter your current password to set a new one')).length).toBeGreaterThan(0);
    fill('Current password', 'Old-pass-11');
    await click('Save password');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(calls.filter((call) => call.key === 'PUT /api/auth/password').map((call) => call.body)).toEqual([
      { password: 'Another-pass-77' },
      { password: 'Another-pass-77', current_password: 'Old-pass-11' },
    ]);
  });

  it('signed out: asks for a recovery link', () => {
    renderHost(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});
