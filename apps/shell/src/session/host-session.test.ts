import { SESSION_STORAGE_KEY } from './auth/persisted-session';
import { authAnswer, fakeApi, memoryStorage, vendorProfile } from '@fixflow/shell-sdk/testing';
import { createHostSession } from './host-session';

describe('the host session wiring', () => {
  it('calls carry the session token and the language; a 401 renews through /api/auth/refresh and retries once', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(authAnswer(Date.now(), { access: 'expired-by-now' })));
    let meCalls = 0;
    const { calls, fetchImpl } = fakeApi({
      'GET /api/me': () => (++meCalls === 1 ? { status: 401, body: { statusCode: 401, code: 'NOT_AUTHENTICATED', message: 'Not authenticated' } } : { status: 200, body: vendorProfile }),
      'POST /api/auth/refresh': () => ({ status: 200, body: authAnswer(Date.now(), { access: 'renewed', refresh: 'refresh-2' }) }),
    });
    const { auth, api } = createHostSession({ storage, fetch: fetchImpl, language: () => 'ru' });
    auth.start();

    await expect(api.get('/me')).resolves.toEqual(vendorProfile);
    expect(calls.map((call) => [call.key, call.headers.Authorization ?? null])).toEqual([
      ['GET /api/me', 'Bearer expired-by-now'],
      // The refresh goes without the dead token, with the refresh token in the body.
      ['POST /api/auth/refresh', null],
      ['GET /api/me', 'Bearer renewed'],
    ]);
    expect(calls[1].body).toEqual({ refresh_token: 'refresh-1' });
    expect(calls.every((call) => call.headers['Accept-Language'] === 'ru')).toBe(true);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!).refresh_token).toBe('refresh-2');
    auth.dispose();
  });

  it('signs out through POST /api/auth/logout with the session token', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(authAnswer(Date.now())));
    const { calls, fetchImpl } = fakeApi({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    const { auth } = createHostSession({ storage, fetch: fetchImpl, language: () => 'en' });
    auth.start();
    await auth.signOut();
    expect(calls.map((call) => [call.key, call.headers.Authorization])).toEqual([['POST /api/auth/logout', 'Bearer access-1']]);
    expect(auth.getSnapshot()).toEqual({ status: 'signed-out' });
    auth.dispose();
  });
});
