import { act, waitFor } from '@testing-library/react';
import { authAnswer } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../testing/render-host';
import { AuthLinkLanding } from './AuthLinkLanding';

function landOn(url: string) {
  window.history.replaceState(null, '', url);
  return url.split('#')[0];
}

describe('AuthLinkLanding (a mailed link opened in the browser)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('picks up the session of a confirmation link, says Email confirmed and goes to /', async () => {
    const route = landOn('/#access_token=a1&refresh_token=r1&expires_in=900&type=signup');
    const { session, toasts, calls } = renderHost(<AuthLinkLanding />, {
      route,
      path: '*',
      routes: { 'POST /api/auth/refresh': () => ({ status: 200, body: authAnswer(Date.now(), { access: 'a2', refresh: 'r2' }) }) },
    });
    const events: string[] = [];
    session.auth.onAuthStateChange((event) => events.push(event));
    await waitFor(() => expect(session.auth.getSnapshot().status).toBe('signed-in'));
    expect(calls[0]).toMatchObject({ body: { refresh_token: 'r1' }, headers: { Authorization: 'Bearer a1' } });
    expect(events).toEqual(['SIGNED_IN']);
    expect(toasts).toEqual([['success', 'Email confirmed', 'Your account has been successfully activated. You can now sign in.']]);
    await waitFor(() => expect(document.querySelector('[data-testid=location]')?.textContent).toBe('/'));
  });

  it('sends a recovery link to /reset-password with PASSWORD_RECOVERY', async () => {
    const route = landOn('/reset-password#access_token=a1&refresh_token=r1&type=recovery');
    const { session } = renderHost(<AuthLinkLanding />, {
      route,
      path: '*',
      routes: { 'POST /api/auth/refresh': () => ({ status: 200, body: authAnswer(Date.now()) }) },
    });
    const events: string[] = [];
    session.auth.onAuthStateChange((event) => events.push(event));
    await waitFor(() => expect(events).toEqual(['PASSWORD_RECOVERY']));
    expect(document.querySelector('[data-testid=location]')?.textContent).toBe('/reset-password');
  });

  it('shows Email confirmation error for an expired link, translated', async () => {
    const route = landOn('/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    const { toasts } = renderHost(<AuthLinkLanding />, { route, path: '*', language: 'ru' });
    await act(async () => undefined);
    expect(toasts).toEqual([['error', 'Ошибка подтверждения почты', 'Ссылка из письма недействительна или устарела']]);
  });

  it('signs in from the OpenID Connect provider (type=oidc) without a word about email confirmation', async () => {
    const route = landOn('/#access_token=a1&refresh_token=r1&expires_in=900&type=oidc');
    const { session, toasts } = renderHost(<AuthLinkLanding />, {
      route,
      path: '*',
      routes: { 'POST /api/auth/refresh': () => ({ status: 200, body: authAnswer(Date.now()) }) },
    });
    await waitFor(() => expect(session.auth.getSnapshot().status).toBe('signed-in'));
    expect(toasts).toEqual([]);
  });

  it('says why the provider sign-in was refused, in the user\'s language', async () => {
    const route = landOn('/#error=access_denied&error_code=OIDC_EMAIL_NOT_VERIFIED&error_description=Your+account');
    const { toasts } = renderHost(<AuthLinkLanding />, { route, path: '*', language: 'ru' });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual(['error', 'Вход не выполнен', 'У вашей учётной записи у провайдера входа нет подтверждённого адреса почты. Подтвердите его там или войдите по паролю.']);
  });

  it('checks an access_token in the query and confirms, or says it failed', async () => {
    const route = landOn('/?access_token=a1');
    const { toasts, calls } = renderHost(<AuthLinkLanding />, {
      route,
      path: '*',
      routes: { 'GET /api/me': () => ({ status: 401, body: { statusCode: 401, code: 'NOT_AUTHENTICATED', message: 'Not authenticated' } }) },
    });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(calls[0]).toMatchObject({ key: 'GET /api/me', headers: { Authorization: 'Bearer a1' } });
    expect(toasts[0]).toEqual(['error', 'Email confirmation error', 'Not authenticated']);
  });
});
