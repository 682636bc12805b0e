import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { JobEntry, JobsOverview, MaskedOutboxMessage, PlatformVendorDefaults, ProviderStatus, RemoteVersions, VendorFinancialSettingsView } from '@fixflow/contracts';
import { bearer, DEMO_PASSWORD, verifyLinkOf } from '../support/accounts.js';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';

const ACCOUNT_SID = `AC${'0'.repeat(32)}`;

/** A Twilio-like server that refuses every text as Twilio refuses a bad number. */
async function refusingTwilio(): Promise<{ url: string; server: Server; calls: number }> {
  const state = { calls: 0 };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      state.calls += 1;
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    get calls() {
      return state.calls;
    },
  };
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('admin › system settings (issue 16 item 6)', () => {
  let ctx: OrdersTestContext;
  let twilio: Awaited<ReturnType<typeof refusingTwilio>>;
  let boss: PgBoss;

  beforeAll(async () => {
    twilio = await refusingTwilio();
    // A deployed dist: remotes.json and the history `npm run release:remote` appends to.
    const dist = mkdtempSync(join(tmpdir(), 'fixflow-dist-'));
    writeFileSync(join(dist, 'remotes.json'), JSON.stringify({ vendor: '/remotes/vendor/0.2.0/mf-manifest.json', admin: '/remotes/admin/0.1.0/mf-manifest.json' }));
    writeFileSync(
      join(dist, 'remotes.history.json'),
      JSON.stringify([
        { remote: 'vendor', from: null, to: '0.1.0', action: 'build', at: '2026-11-20T10:00:00.000Z' },
        { remote: 'vendor', from: '0.1.0', to: '0.2.0', action: 'release', at: '2026-11-25T10:00:00.000Z' },
      ]),
    );
    ctx = await startOrdersApp(
      {},
      { WEB_DIST: dist, TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: 'system-settings-test-token', TWILIO_FROM: '+15125550100', TWILIO_API_BASE: twilio.url },
    );
    boss = new PgBoss({ connectionString: ctx.db.databaseUrl, schema: 'pgboss', max: 2, supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
  }, 120_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await ctx?.close();
    await new Promise((resolve) => twilio?.server.close(resolve));
  });

  const rows = <T>(sql: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(sql, params);
  const admin = () => ctx.as('admin');
  const audit = (action: string) => rows<{ actor_id: string; target_id: string | null; before: Record<string, unknown>; after: Record<string, unknown> }>('select actor_id, target_id, before, after from audit_log where action = ? order by at', [action]);

  it('is refused to everyone but an admin', async () => {
    for (const who of ['vendor', 'tech'] as const) {
      await ctx.http().get('/api/admin/system-settings/jobs').set('Authorization', ctx.as(who)).expect(403);
      await ctx.http().put('/api/admin/system-settings/vendor-defaults').set('Authorization', ctx.as(who)).send({ tax_rate_pct: '1', default_commission_pct: '1', recall_window_days: 1 }).expect(403);
    }
    await ctx.http().get('/api/admin/system-settings/providers').expect(401);
  });

  it('platform defaults: validated, audited, and what a vendor that never saved its own settings gets', async () => {
    expect((await ctx.http().get('/api/admin/system-settings/vendor-defaults').set('Authorization', admin()).expect(200)).body).toEqual({ tax_rate_pct: '0.000', default_commission_pct: '50.00', recall_window_days: 30 });
    const bad = await ctx.http().put('/api/admin/system-settings/vendor-defaults').set('Authorization', admin()).send({ tax_rate_pct: 'lots', default_commission_pct: '40', recall_window_days: 400 }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const saved = await ctx.http().put('/api/admin/system-settings/vendor-defaults').set('Authorization', admin()).send({ tax_rate_pct: '8.25', default_commission_pct: '45', recall_window_days: 14 }).expect(200);
    expect(saved.body as PlatformVendorDefaults).toEqual({ tax_rate_pct: '8.250', default_commission_pct: '45.00', recall_window_days: 14 });
    const [row] = await audit('setting.update');
    expect(row).toMatchObject({ actor_id: ctx.sessions.admin.user.id, before: { tax_rate_pct: '0.000', default_commission_pct: '50.00', recall_window_days: 30 }, after: { tax_rate_pct: '8.250', default_commission_pct: '45.00', recall_window_days: 14 } });

    // A brand-new vendor, activated, that never saved settings: reckoned with the platform's defaults.
    const email = `fresh-${Date.now()}@fixflow.test`;
    await ctx.http().post('/api/auth/signup').send({ email, password: DEMO_PASSWORD, role: 'vendor', company_name: 'Fresh Repairs' }).expect(201);
    const verify = await ctx.http().get(verifyLinkOf((await ctx.http().get('/api/admin/outbox').query({ to: email }).set('Authorization', admin())).body[0]));
    expect(verify.status).toBe(303);
    const [vendor] = await rows<{ id: string }>('select v.id from vendors v join users u on u.id = v.user_id where u.email = ?', [email]);
    await rows("update vendors set status = 'active' where id = ?", [vendor.id]);
    const session = (await ctx.http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body;
    const settings = (await ctx.http().get('/api/vendor-settings').set('Authorization', bearer(session)).expect(200)).body as VendorFinancialSettingsView;
    expect(settings).toMatchObject({ tax_rate_pct: '8.250', default_commission_pct: '45.00', recall_window_days: 14, updated_at: null });
    // A new order of that vendor takes the platform's tax rate.
    expect((await ctx.http().post('/api/orders').set('Authorization', bearer(session)).send({ customer_name: 'A', phone: '(512) 555-0177', service_date: '2027-09-01', time_slot: 'morning', address: '1 A St', city: 'Austin', state: 'TX', zip_code: '78701', appliance_type: 'Washer', issue_description: 'Leaks' }).expect(201)).body.tax_rate).toBe(8.25);
  });

  it('providers: configured from the environment, last success after a real outbox send, last failure after Twilio refused', async () => {
    await ctx.http().post('/api/auth/recover').send({ email: 'vendor2@fixflow.test' }).expect(200);
    const customer = (await ctx.http().post('/api/customers').set('Authorization', ctx.as('vendor')).send({ name: 'Provider Test', phone: '(737) 555-0181' }).expect(201)).body.id as string;
    await ctx.http().post(`/api/customers/${customer}/messages`).set('Authorization', ctx.as('vendor')).send({ body: 'On my way' }).expect(201);
    const read = async () => (await ctx.http().get('/api/admin/system-settings/providers').set('Authorization', admin()).expect(200)).body as ProviderStatus[];
    const providers = await until(read, (list) => list.find((p) => p.provider === 'twilio')?.last_failure_at != null);
    const by = Object.fromEntries(providers.map((p) => [p.provider, p]));
    expect(Object.keys(by).sort()).toEqual(['smtp', 'stripe', 'twilio', 'web_push']);
    expect(by.smtp).toMatchObject({ configured: false, last_success_message: expect.stringContaining('outbox'), last_failure_at: null });
    expect(by.twilio).toMatchObject({ configured: true, last_failure_message: expect.stringContaining('21211') });
    expect(by.stripe).toMatchObject({ configured: false, last_success_at: null, last_failure_at: null });
    expect(twilio.calls).toBeGreaterThan(0);
    // Never a secret in the answer.
    expect(JSON.stringify(providers)).not.toContain('system-settings-test-token');
  });

  it('jobs: queues with counts, a real failed job listed with its error, retried and cancelled (audited)', async () => {
    await boss.createQueue('system-settings-test', { retryLimit: 0 });
    const id = (await boss.send('system-settings-test', { n: 1 }))!;
    const [fetched] = await boss.fetch('system-settings-test');
    expect(fetched.id).toBe(id);
    await boss.fail('system-settings-test', id, new Error('the printer caught fire'));

    const overview = (await ctx.http().get('/api/admin/system-settings/jobs').set('Authorization', admin()).expect(200)).body as JobsOverview;
    const queue = overview.queues.find((q) => q.name === 'system-settings-test');
    expect(queue?.counts).toMatchObject({ failed: 1, completed: 0 });
    expect(overview.queues.map((q) => q.name)).toEqual(expect.arrayContaining(['order-financials']));
    expect(overview.failures.find((job) => job.id === id)).toMatchObject({ queue: 'system-settings-test', state: 'failed', error: 'the printer caught fire' });

    const retried = (await ctx.http().post(`/api/admin/system-settings/jobs/${id}/retry`).set('Authorization', admin()).expect(200)).body as JobEntry;
    expect(retried.state).toBe('retry');
    // Not failed any more: a second retry is a conflict.
    expect((await ctx.http().post(`/api/admin/system-settings/jobs/${id}/retry`).set('Authorization', admin()).expect(409)).body.code).toBe('CONFLICT');
    const cancelled = (await ctx.http().post(`/api/admin/system-settings/jobs/${id}/cancel`).set('Authorization', admin()).expect(200)).body as JobEntry;
    expect(cancelled.state).toBe('cancelled');
    await ctx.http().post(`/api/admin/system-settings/jobs/${crypto.randomUUID()}/cancel`).set('Authorization', admin()).expect(404);
    await ctx.http().post(`/api/admin/system-settings/jobs/${id}/cancel`).set('Authorization', ctx.as('vendor')).expect(403);

    expect(await audit('job.retry')).toEqual([expect.objectContaining({ target_id: id, before: expect.objectContaining({ state: 'failed', error: 'the printer caught fire' }), after: expect.objectContaining({ state: 'retry' }) })]);
    expect(await audit('job.cancel')).toEqual([expect.objectContaining({ target_id: id, after: expect.objectContaining({ state: 'cancelled' }) })]);
  });

  it('outbox: every one-time link masked with its state; resend confirmation mails a new link (audited)', async () => {
    const email = `unconfirmed-${Date.now()}@fixflow.test`;
    const signup = await ctx.http().post('/api/auth/signup').send({ email, password: DEMO_PASSWORD, role: 'technician', full_name: 'Una Confirmed' }).expect(201);
    const userId = signup.body.user.id as string;
    const masked = async () => (await ctx.http().get('/api/admin/system-settings/outbox').query({ to: email }).set('Authorization', admin()).expect(200)).body as MaskedOutboxMessage[];
    let [mail] = await masked();
    expect(mail.text).not.toMatch(/token=/);
    expect(mail.text).toContain('[link unused]');
    expect(mail.links).toEqual([{ purpose: 'signup', state: 'live' }]);
    expect(mail.unconfirmed_user_id).toBe(userId);

    await ctx.http().post(`/api/admin/users/${userId}/resend-confirmation`).set('Authorization', ctx.as('vendor')).expect(403);
    await ctx.http().post(`/api/admin/users/${userId}/resend-confirmation`).set('Authorization', admin()).expect(204);
    const list = await masked();
    expect(list).toHaveLength(2);
    // The first link stopped working when the new one was issued.
    expect(list[1].links).toEqual([{ purpose: 'signup', state: 'used' }]);
    expect(list[1].text).toContain('[link used]');
    expect(list[0].links).toEqual([{ purpose: 'signup', state: 'live' }]);
    expect(await audit('user.resend_confirmation')).toEqual([expect.objectContaining({ target_id: userId, after: { email } })]);

    // Once confirmed through the newest link, it shows as used, and a resend is a conflict.
    const raw = (await ctx.http().get('/api/admin/outbox').query({ to: email }).set('Authorization', admin())).body[0];
    await ctx.http().get(verifyLinkOf(raw)).expect(303);
    [mail] = await masked();
    expect(mail.links).toEqual([{ purpose: 'signup', state: 'used' }]);
    expect(mail.unconfirmed_user_id).toBeNull();
    await ctx.http().post(`/api/admin/users/${userId}/resend-confirmation`).set('Authorization', admin()).expect(409);
    await ctx.http().post(`/api/admin/users/${crypto.randomUUID()}/resend-confirmation`).set('Authorization', admin()).expect(404);
  });

  it('remotes: the live versions and their history as remotes.json and the release script keep them', async () => {
    const body = (await ctx.http().get('/api/admin/system-settings/remotes').set('Authorization', admin()).expect(200)).body as RemoteVersions;
    expect(body.live).toEqual([
      { remote: 'vendor', version: '0.2.0' },
      { remote: 'technician', version: null },
      { remote: 'admin', version: '0.1.0' },
    ]);
    expect(body.history.map((entry) => `${entry.remote} ${entry.from ?? '-'}→${entry.to} ${entry.action}`)).toEqual(['vendor 0.1.0→0.2.0 release', 'vendor -→0.1.0 build']);
  });
});
