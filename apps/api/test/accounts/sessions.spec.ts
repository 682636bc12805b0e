import { jest } from '@jest/globals';
import type { ApiError, AuthSession } from '@fixflow/contracts';
import { AuthClock } from '../../src/auth/clock.js';
import { type AccountsTestContext, bearer, login, startAccountsApp } from '../support/accounts.js';

describe('sign-in and sessions (login, refresh rotation, family revocation, logout)', () => {
  let ctx: AccountsTestContext;

  beforeAll(async () => {
    ctx = await startAccountsApp();
  });

  afterAll(async () => {
    await ctx?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const refresh = (refresh_token: string | undefined) => ctx.http().post('/api/auth/refresh').send({ refresh_token });

  it('login answers the hosted-auth session shape', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await login(ctx, 'vendor@fixflow.test');
    expect(session).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'bearer',
      expires_in: 900,
      expires_at: expect.any(Number),
      refresh_token: expect.any(String),
      user: {
        id: expect.any(String),
        email: 'vendor@fixflow.test',
        phone: '+15550100002',
        email_confirmed_at: expect.any(String),
        created_at: expect.any(String),
        role: 'vendor',
      },
    });
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 900);
  });

  it('signs in by phone too, and the email is case-insensitive', async () => {
    await ctx.http().post('/api/auth/login').send({ phone: '+1 555 010 0005', password: 'Fixflow-demo-1' }).expect(200);
    await ctx.http().post('/api/auth/login').send({ email: ' Tech@Fixflow.TEST', password: 'Fixflow-demo-1' }).expect(200);
  });

  it.each([
    ['nothing', {}],
    ['a password only', { password: 'Fixflow-demo-1' }],
    ['an email only', { email: 'vendor@fixflow.test' }],
  ])('login with %s → 400 EMAIL_OR_PHONE_REQUIRED', async (_name, body) => {
    const res = await ctx.http().post('/api/auth/login').send(body).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'EMAIL_OR_PHONE_REQUIRED',
      message: 'You must provide either an email or phone number and a password',
    });
  });

  it('a wrong password and an unknown account get the same answer', async () => {
    const wrong = await ctx.http().post('/api/auth/login').send({ email: 'vendor@fixflow.test', password: 'Wrong-pass-99' }).expect(400);
    const unknown = await ctx.http().post('/api/auth/login').send({ email: 'nobody@fixflow.test', password: 'Wrong-pass-99' }).expect(400);
    expect(wrong.body).toEqual({ statusCode: 400, code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers in Russian when the request asks for it', async () => {
    const res = await ctx.http().post('/api/auth/login').set('Accept-Language', 'ru-RU,ru;q=0.9').send({}).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'EMAIL_OR_PHONE_REQUIRED',
      message: 'Укажите адрес электронной почты или номер телефона и пароль',
    });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a token signed with another secret', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieCJ9.c2lnbmF0dXJl'],
  ])('GET /api/me with %s → 401 Not authenticated', async (_name, authorization) => {
    const call = ctx.http().get('/api/me');
    if (authorization) void call.set('Authorization', authorization);
    const res = await call.expect(401);
    expect(res.body as ApiError).toEqual({ statusCode: 401, code: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
  });

  it('health stays public', async () => {
    await ctx.http().get('/api/health').expect(200);
  });

  it('refresh rotates: a new pair whose access token works', async () => {
    const first = await login(ctx, 'tech@fixflow.test');
    const res = await refresh(first.refresh_token).expect(200);
    const second = res.body as AuthSession;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.role).toBe('technician');
    await ctx.http().get('/api/me').set('Authorization', bearer(second)).expect(200);
  });

  it('refresh without a token → 401 AUTH_SESSION_MISSING; with an unknown one → 401 REFRESH_TOKEN_INVALID', async () => {
    expect((await refresh(undefined).expect(401)).body).toEqual({
      statusCode: 401,
      code: 'AUTH_SESSION_MISSING',
      message: 'Auth session missing!',
    });
    expect((await refresh('no-such-token').expect(401)).body).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
  });

  it('a used refresh token presented again within the grace period still yields a valid pair', async () => {
    const first = await login(ctx, 'tech@fixflow.test');
    const rotated = (await refresh(first.refresh_token).expect(200)).body as AuthSession;
    const clock = ctx.app.get(AuthClock);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 9_000));
    const again = (await refresh(first.refresh_token).expect(200)).body as AuthSession;
    expect(again.refresh_token).not.toBe(rotated.refresh_token);
    // Both answers stay usable: the client may hold either.
    await ctx.http().get('/api/me').set('Authorization', bearer(again)).expect(200);
    await refresh(rotated.refresh_token).expect(200);
  });

  it('reuse after the grace period revokes the whole family: every token of it, and its access tokens', async () => {
    const first = await login(ctx, 'tech2@fixflow.test');
    const second = (await refresh(first.refresh_token).expect(200)).body as AuthSession;
    const other = await login(ctx, 'tech2@fixflow.test');
    jest.spyOn(ctx.app.get(AuthClock), 'now').mockReturnValue(new Date(Date.now() + 11_000));

    expect((await refresh(first.refresh_token).expect(401)).body).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    await refresh(second.refresh_token).expect(401);
    await ctx.http().get('/api/me').set('Authorization', bearer(second)).expect(401);
    // Another sign-in of the same user is another family and keeps working.
    await ctx.http().get('/api/me').set('Authorization', bearer(other)).expect(200);
    await refresh(other.refresh_token).expect(200);
  });

  it('logout revokes the session: its access and refresh tokens stop working, other sessions do not', async () => {
    const session = await login(ctx, 'admin@fixflow.test');
    const other = await login(ctx, 'admin@fixflow.test');
    await ctx.http().post('/api/auth/logout').set('Authorization', bearer(session)).expect(204);
    await ctx.http().get('/api/me').set('Authorization', bearer(session)).expect(401);
    await refresh(session.refresh_token).expect(401);
    await ctx.http().get('/api/me').set('Authorization', bearer(other)).expect(200);
  });

  it('logout without a session → 401 Not authenticated', async () => {
    expect((await ctx.http().post('/api/auth/logout').expect(401)).body).toMatchObject({ code: 'NOT_AUTHENTICATED' });
  });
});
