import { type AccountsTestContext, startAccountsApp } from '../support/accounts.js';

describe('one sign-in limit per account, whatever identifier names it (issue 20)', () => {
  let ctx: AccountsTestContext;

  beforeAll(async () => {
    // The production limit (10 per account a minute); the per-IP one out of the way.
    ctx = await startAccountsApp({ AUTH_RATE_LIMIT_PER_IDENTIFIER: '10', AUTH_RATE_LIMIT_PER_IP: '1000' });
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const signIn = (identifier: { email: string } | { phone: string }, password = 'Wrong-pass-99') =>
    ctx.http().post('/api/auth/login').send({ ...identifier, password });

  it('given 5 guesses by email and 5 by phone on vendor@, the 11th (right password, either identifier) is refused', async () => {
    for (let i = 0; i < 5; i += 1) {
      await signIn({ email: 'vendor@fixflow.test' }).expect(400);
      // The same account's phone, written another way each time.
      await signIn({ phone: i % 2 ? '+1 555 010 0002' : '+15550100002' }).expect(400);
    }
    const byPhone = await signIn({ phone: '+15550100002' }, 'Fixflow-demo-1').expect(429);
    expect(byPhone.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await signIn({ email: 'Vendor@Fixflow.test' }, 'Fixflow-demo-1').expect(429);
  });

  it('another account keeps its own limit', async () => {
    await signIn({ phone: '+15550100003' }, 'Fixflow-demo-1').expect(200);
    await signIn({ email: 'vendor2@fixflow.test' }, 'Fixflow-demo-1').expect(200);
  });

  it('an address of nobody is still limited by itself', async () => {
    for (let i = 0; i < 10; i += 1) await signIn({ email: 'nobody@fixflow.test' }).expect(400);
    await signIn({ email: 'nobody@fixflow.test' }).expect(429);
  });
});
