import type { SignupResponse } from '@fixflow/contracts';
import { DEMO_PASSWORD, latestMail, login, startAccountsApp, type AccountsTestContext } from '../support/accounts.js';

const STRONG = 'Lantern-gravel-42';

/** The answer with what must differ between two accounts (ids, times, the address typed) taken out. */
function shapeOf(body: SignupResponse): unknown {
  return { ...body, user: { ...body.user, id: expect.any(String), email: expect.any(String), created_at: expect.any(String) } };
}

/** The same for a phone-only sign-up (no email to take out; the phone typed differs). */
function phoneShapeOf(body: SignupResponse): unknown {
  return { ...body, user: { ...body.user, id: expect.any(String), phone: expect.any(String), created_at: expect.any(String) } };
}

describe('signup tells nobody which emails or phones are registered (issue 20)', () => {
  let ctx: AccountsTestContext;

  beforeAll(async () => {
    ctx = await startAccountsApp();
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const signup = (body: Record<string, unknown>, language = 'en') => ctx.http().post('/api/auth/signup').set('Accept-Language', language).send(body);

  it('given a new and a registered email, both answer 201 with the same body shape', async () => {
    const fresh = await signup({ email: 'newcomer@fixflow.test', password: STRONG, role: 'vendor', company_name: 'Newcomer Ltd' }).expect(201);
    const taken = await signup({ email: 'vendor2@fixflow.test', password: STRONG, role: 'vendor', company_name: 'Impostor Ltd' }).expect(201);
    expect(Object.keys(taken.body as object).sort()).toEqual(Object.keys(fresh.body as object).sort());
    expect(Object.keys((taken.body as SignupResponse).user).sort()).toEqual(Object.keys((fresh.body as SignupResponse).user).sort());
    expect(taken.body).toEqual(shapeOf(fresh.body as SignupResponse));
    expect(taken.body).toMatchObject({ user: { email: 'vendor2@fixflow.test', role: 'vendor', email_confirmed_at: null }, session: null, confirmation_sent: true });
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
  });

  it('the new address gets its confirmation link; the owner of the registered one a warning with no link that signs in', async () => {
    expect(await latestMail(ctx, 'newcomer@fixflow.test')).toMatchObject({ kind: 'signup' });
    const warning = await latestMail(ctx, 'vendor2@fixflow.test');
    expect(warning).toMatchObject({ kind: 'signup_attempt', subject: 'Someone tried to sign up with your email' });
    expect(warning?.text).toContain('already has one');
    expect(warning?.text).toMatch(/http:\/\/localhost:\d+\/login\n/);
    expect(warning?.text).not.toContain('token=');
  });

  it('the registered account is untouched: its password still works, the attempt\'s does not', async () => {
    await login(ctx, 'vendor2@fixflow.test', DEMO_PASSWORD);
    await ctx.http().post('/api/auth/login').send({ email: 'vendor2@fixflow.test', password: STRONG }).expect(400);
  });

  it('given a new and a registered phone, both answer 201 with the same body: no session for either', async () => {
    const fresh = await signup({ phone: '+1 512 555 0190', password: STRONG, role: 'technician', full_name: 'New Phone' }).expect(201);
    // pending@fixflow.test's number.
    const taken = await signup({ phone: '+15550100004', password: STRONG, role: 'technician', full_name: 'Impostor' }).expect(201);
    expect(taken.body).toEqual(phoneShapeOf(fresh.body as SignupResponse));
    expect(taken.body).toMatchObject({ user: { email: null, phone: '+15550100004', role: 'technician' }, session: null, confirmation_sent: false });
    expect(fresh.body).toMatchObject({ user: { phone: '+15125550190' }, session: null, confirmation_sent: false });
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    // The new account signs in with the password just chosen (the page does it next); the registered one keeps its own.
    await ctx.http().post('/api/auth/login').send({ phone: '+15125550190', password: STRONG }).expect(200);
    await ctx.http().post('/api/auth/login').send({ phone: '+15550100004', password: STRONG }).expect(400);
    await ctx.http().post('/api/auth/login').send({ phone: '+15550100004', password: DEMO_PASSWORD }).expect(200);
  });

  it('the owner of the registered phone is mailed at its own address that its phone number was used', async () => {
    const warning = await latestMail(ctx, 'pending@fixflow.test');
    expect(warning).toMatchObject({ kind: 'signup_attempt', subject: 'Someone tried to sign up with your phone number' });
    expect(warning?.text).toContain('phone number of your account');
    expect(warning?.text).toMatch(/http:\/\/localhost:\d+\/login\n/);
    expect(warning?.text).not.toContain('token=');
  });

  it('a new email with a registered phone answers as a new email and phone do; no account is made, the phone\'s owner is told', async () => {
    const fresh = await signup({ email: 'both-new@fixflow.test', phone: '+1 512 555 0191', password: STRONG, role: 'technician', full_name: 'Both New' }).expect(201);
    // tech@fixflow.test's number.
    const taken = await signup({ email: 'phone-taken@fixflow.test', phone: '+15550100005', password: STRONG, role: 'technician', full_name: 'Impostor' }).expect(201);
    const body = fresh.body as SignupResponse;
    expect(taken.body).toEqual({ ...body, user: { ...body.user, id: expect.any(String), email: expect.any(String), phone: expect.any(String), created_at: expect.any(String) } });
    expect(taken.body).toMatchObject({ user: { email: 'phone-taken@fixflow.test', phone: '+15550100005' }, session: null, confirmation_sent: true });
    expect(await latestMail(ctx, 'phone-taken@fixflow.test')).toBeUndefined();
    expect(await latestMail(ctx, 'tech@fixflow.test')).toMatchObject({ kind: 'signup_attempt', subject: 'Someone tried to sign up with your phone number' });
    await ctx.http().post('/api/auth/login').send({ email: 'phone-taken@fixflow.test', password: STRONG }).expect(400);
    await login(ctx, 'tech@fixflow.test', DEMO_PASSWORD);
  });

  it('a phone-only account signed up for again answers the same and keeps its password (its owner has no address to be told at)', async () => {
    await signup({ phone: '+1 512 555 0192', password: STRONG, role: 'vendor', company_name: 'First Owner' }).expect(201);
    const again = await signup({ phone: '+1 512 555 0192', password: 'Another-gravel-43', role: 'vendor', company_name: 'Second' }).expect(201);
    expect(again.body).toMatchObject({ user: { email: null, phone: '+15125550192' }, session: null, confirmation_sent: false });
    await ctx.http().post('/api/auth/login').send({ phone: '+15125550192', password: STRONG }).expect(200);
    await ctx.http().post('/api/auth/login').send({ phone: '+15125550192', password: 'Another-gravel-43' }).expect(400);
  });

  it('in Russian, the owner\'s warning is in Russian', async () => {
    await signup({ email: 'tech2@fixflow.test', password: STRONG, role: 'technician', full_name: 'Impostor' }, 'ru').expect(201);
    expect(await latestMail(ctx, 'tech2@fixflow.test')).toMatchObject({
      kind: 'signup_attempt',
      subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
      text: expect.stringContaining('ваша учётная запись в безопасности'),
    });
    // …and about a phone number too (tech2@fixflow.test's).
    await signup({ phone: '+15550100006', password: STRONG, role: 'technician', full_name: 'Самозванец' }, 'ru').expect(201);
    expect(await latestMail(ctx, 'tech2@fixflow.test')).toMatchObject({ kind: 'signup_attempt', subject: 'Кто-то пытался зарегистрироваться с вашим номером телефона' });
  });
});
