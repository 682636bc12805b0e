import { EntityManager } from '@mikro-orm/postgresql';
import { type AccountsTestContext, bearer, login, startAccountsApp } from '../support/accounts.js';

describe('rate limiting of the credential routes (per IP and per identifier)', () => {
  let ctx: AccountsTestContext;

  beforeAll(async () => {
    // Small limits so the story runs in a moment; production defaults are 60 per IP and 10 per account a minute.
    ctx = await startAccountsApp({ AUTH_RATE_LIMIT_PER_IDENTIFIER: '3', AUTH_RATE_LIMIT_PER_IP: '8', AUTH_RATE_LIMIT_WINDOW_MS: '60000' });
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const attempt = (email: string, password = 'Wrong-pass-99') => ctx.http().post('/api/auth/login').send({ email, password });

  it('the 4th attempt on one account within the window → 429 TOO_MANY_ATTEMPTS, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('tech@fixflow.test').expect(400);
    const res = await attempt('Tech@Fixflow.test', 'Fixflow-demo-1').expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
  });

  it('another account is still open from the same IP, until the per-IP limit', async () => {
    // 4 attempts so far from this IP; 4 more reach the per-IP limit of 8.
    await attempt('vendor@fixflow.test', 'Fixflow-demo-1').expect(200);
    for (let i = 0; i < 3; i += 1) await attempt(`someone${i}@fixflow.test`).expect(400);
    const res = await attempt('admin@fixflow.test', 'Fixflow-demo-1').expect(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('counts each route on its own: recovery is limited separately and answers in Russian', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.http().post('/api/auth/recover').send({ email: 'vendor2@fixflow.test' }).expect(200);
    const res = await ctx.http().post('/api/auth/recover').set('Accept-Language', 'ru').send({ email: 'vendor2@fixflow.test' }).expect(429);
    expect(res.body).toEqual({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много попыток. Подождите немного и повторите.' });
  });

  it('behind a proxy on this machine, each forwarded client IP has its own per-IP counter', async () => {
    const from = (ip: string, i: number) =>
      ctx.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: `client${i}@fixflow.test`, password: 'Wrong-pass-99' });
    for (let i = 0; i < 8; i += 1) await from('203.0.113.7', i).expect(400);
    await from('203.0.113.7', 99).expect(429);
    await from('198.51.100.4', 100).expect(400);
  });

  it('a new window starts once the old one is over', async () => {
    // Age every counter past the window instead of waiting a minute.
    await ctx.app.get(EntityManager).fork().execute(`update rate_limit_counters set window_started_at = now() - interval '61 seconds'`);
    await attempt('tech@fixflow.test', 'Fixflow-demo-1').expect(200);
  });

  it('guessing the current password to change it is limited per account, like sign-in', async () => {
    const session = await login(ctx, 'tech2@fixflow.test');
    const change = (current: string) =>
      ctx.http().put('/api/auth/password').set('Authorization', bearer(session)).send({ current_password: current, password: 'Lantern-gravel-42' });
    for (let i = 0; i < 3; i += 1) await change('Wrong-pass-99').expect(400);
    const res = await change('Fixflow-demo-1').expect(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });
});
