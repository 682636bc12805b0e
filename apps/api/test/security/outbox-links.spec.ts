import { EntityManager } from '@mikro-orm/postgresql';
import type { MaskedOutboxMessage, OutboxMessage } from '@fixflow/contracts';
import { bearer, latestMail, login, startAccountsApp, verifyLinkOf, type AccountsTestContext } from '../support/accounts.js';

const STRONG = 'Lantern-gravel-42';
const VERIFY_LINK = /https?:\/\/\S+\/api\/auth\/verify\?\S+/;

describe('the admin outbox shows a mailed link only while it works (issue 20)', () => {
  let ctx: AccountsTestContext;
  let admin: string;

  beforeAll(async () => {
    ctx = await startAccountsApp();
    admin = (await login(ctx, 'admin@fixflow.test')).access_token;
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const outbox = async (to: string) =>
    (await ctx.http().get('/api/admin/outbox').query({ to }).set('Authorization', bearer(admin)).expect(200)).body as OutboxMessage[];
  const systemOutbox = async (to: string) =>
    (await ctx.http().get('/api/admin/system-settings/outbox').query({ to }).set('Authorization', bearer(admin)).expect(200)).body as MaskedOutboxMessage[];
  const recover = (email: string) => ctx.http().post('/api/auth/recover').send({ email }).expect(200);

  it('given a new sign-up, its confirmation link shows while unused, and is hidden once used', async () => {
    await ctx.http().post('/api/auth/signup').send({ email: 'fresh@fixflow.test', password: STRONG, role: 'technician', full_name: 'Fresh' }).expect(201);
    const mail = await latestMail(ctx, 'fresh@fixflow.test');
    expect(mail?.text).toMatch(VERIFY_LINK);
    await ctx.http().get(verifyLinkOf(mail)).expect(303);
    const [used] = await outbox('fresh@fixflow.test');
    expect(used?.text).toContain('[link used]');
    expect(used?.text).not.toMatch(/token=/);
  });

  it('a link past its expiry reads [link expired], with no URL to click', async () => {
    await recover('tech@fixflow.test');
    await ctx.app.get(EntityManager).fork().execute(`update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'recovery'`);
    const [expired] = await outbox('tech@fixflow.test');
    expect(expired).toMatchObject({ kind: 'recovery' });
    expect(expired?.text).toContain('[link expired]');
    expect(expired?.text).not.toMatch(/https?:\/\/\S*token=/);
  });

  it('a newer mail ends the older link: only the newest is clickable', async () => {
    await recover('tech2@fixflow.test');
    await recover('tech2@fixflow.test');
    const [newest, older] = await outbox('tech2@fixflow.test');
    expect(newest?.text).toMatch(VERIFY_LINK);
    expect(older?.text).toContain('[link used]');
    expect(older?.text).not.toMatch(/token=/);
  });

  it('the system page\'s outbox never shows a link, only how each stands', async () => {
    const [newest, older] = await systemOutbox('tech2@fixflow.test');
    expect(newest).toMatchObject({ links: [{ purpose: 'recovery', state: 'live' }], text: expect.stringContaining('[link unused]') });
    expect(older).toMatchObject({ links: [{ purpose: 'recovery', state: 'used' }] });
    const [expired] = await systemOutbox('tech@fixflow.test');
    expect(expired).toMatchObject({ links: [{ purpose: 'recovery', state: 'expired' }] });
    for (const mail of [newest, older, expired]) expect(mail?.text).not.toMatch(/token=/);
  });
});
