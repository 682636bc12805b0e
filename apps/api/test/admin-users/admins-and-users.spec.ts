import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminSummary, AuthSession, ManagedUser, ManagedUserList } from '@fixflow/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AdminsService } from '../../src/admins/admins.service.js';
import { PrincipalCache } from '../../src/auth/principal-cache.js';
import { type AccountsTestContext, bearer, DEMO_PASSWORD, hashOf, latestMail, login, startAccountsApp, verifyLinkOf } from '../support/accounts.js';
import { useTestRedis } from '../support/redis.js';
import { createTestDatabase } from '../support/test-database.js';
import { startApp, testConfig } from '../support/test-app.js';

interface AuditRow {
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Administrators and User Management (issue 16) against a real PostgreSQL, every action with its audit row. */
describe('administrators and User Management', () => {
  let ctx: AccountsTestContext;
  let admin: AuthSession;
  const auth = () => bearer(admin);
  const audit = async (targetId: string): Promise<AuditRow[]> =>
    ctx.app.get(EntityManager).fork().execute<AuditRow[]>(`select actor_id, action, target_type, target_id, before, after from audit_log where target_id = ? order by at`, [targetId]);
  const userByEmail = async (email: string): Promise<ManagedUser> => {
    const page = (await ctx.http().get('/api/admin/users').query({ search: email }).set('Authorization', auth()).expect(200)).body as ManagedUserList;
    const found = page.items.find((item) => item.email === email);
    if (!found) throw new Error(`${email} not listed`);
    return found;
  };
  const confirmLinkOf = (text: string | undefined) => {
    const match = /https?:\/\/\S+\/api\/auth\/confirm-contact\?\S+/.exec(text ?? '');
    if (!match) throw new Error(`no confirmation link in ${text}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  };

  beforeAll(async () => {
    ctx = await startAccountsApp();
    admin = await login(ctx, 'admin@fixflow.test');
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('lists every account with role, name, status and last sign-in; searches, filters by role, pages by keyset', async () => {
    const all = (await ctx.http().get('/api/admin/users').query({ limit: 3 }).set('Authorization', auth()).expect(200)).body as ManagedUserList;
    expect(all.items).toHaveLength(3);
    expect(all.next_cursor).toEqual(expect.any(String));
    const next = (await ctx.http().get('/api/admin/users').query({ limit: 3, cursor: all.next_cursor }).set('Authorization', auth()).expect(200)).body as ManagedUserList;
    expect(next.items.map((item) => item.id)).not.toContain(all.items[0].id);

    const me = await userByEmail('admin@fixflow.test');
    expect(me).toMatchObject({ role: 'admin', name: 'Fixflow Admin', status: 'active', phone: '+15550100001' });
    // The sign-in of beforeAll is recorded.
    expect(me.last_sign_in_at).toEqual(expect.any(String));

    const technicians = (await ctx.http().get('/api/admin/users').query({ role: 'technician' }).set('Authorization', auth()).expect(200)).body as ManagedUserList;
    expect(technicians.items.length).toBeGreaterThanOrEqual(2);
    expect(technicians.items.every((item) => item.role === 'technician')).toBe(true);
    const byName = (await ctx.http().get('/api/admin/users').query({ search: 'rivera' }).set('Authorization', auth()).expect(200)).body as ManagedUserList;
    expect(byName.items.map((item) => item.email)).toEqual(['tech@fixflow.test']);
    const byPhone = (await ctx.http().get('/api/admin/users').query({ search: '0100003' }).set('Authorization', auth()).expect(200)).body as ManagedUserList;
    expect(byPhone.items.map((item) => item.email)).toEqual(['vendor2@fixflow.test']);

    const vendor = await login(ctx, 'vendor@fixflow.test');
    await ctx.http().get('/api/admin/users').set('Authorization', bearer(vendor)).expect(403);
    await ctx.http().get('/api/admins').set('Authorization', bearer(vendor)).expect(403);
  });

  it('invites an administrator: the link in the outbox lets the invitee set a password and sign in; audited', async () => {
    const res = await ctx.http().post('/api/admins').set('Authorization', auth()).send({ email: 'Ops@Fixflow.test', full_name: 'Dana Ops' }).expect(201);
    const invited = res.body as AdminSummary;
    expect(invited).toMatchObject({ email: 'ops@fixflow.test', full_name: 'Dana Ops', status: 'active', invited: true, last_sign_in_at: null });
    const listed = (await ctx.http().get('/api/admins').set('Authorization', auth()).expect(200)).body as AdminSummary[];
    expect(listed.map((row) => row.email)).toEqual(['admin@fixflow.test', 'ops@fixflow.test']);

    const mail = await latestMail(ctx, 'ops@fixflow.test');
    expect(mail).toMatchObject({ kind: 'admin_invite' });
    const landing = await ctx.http().get(verifyLinkOf(mail)).expect(303);
    const hash = hashOf(landing.headers.location as string);
    expect(hash.type).toBe('recovery');
    await ctx.http().put('/api/auth/password').set('Authorization', bearer(hash.access_token)).send({ password: 'Ops-Admin-Strong-42' }).expect(200);
    const opsSession = await login(ctx, 'ops@fixflow.test', 'Ops-Admin-Strong-42');
    expect(opsSession.user.role).toBe('admin');
    await ctx.http().get('/api/admins').set('Authorization', bearer(opsSession)).expect(200);

    expect(await audit(invited.id)).toEqual([
      expect.objectContaining({ actor_id: admin.user.id, action: 'admin.invite', target_type: 'admin', before: null, after: { email: 'ops@fixflow.test', full_name: 'Dana Ops', status: 'active' } }),
    ]);
    await ctx.http().post('/api/admins').set('Authorization', auth()).send({ email: 'ops@fixflow.test', full_name: 'Again' }).expect(409);
    const bad = await ctx.http().post('/api/admins').set('Authorization', auth()).send({ email: 'nope', full_name: ' ' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('never oneself; never the last active administrator, even when two deactivate each other at once', async () => {
    const self = await ctx.http().patch(`/api/admins/${admin.user.id}`).set('Authorization', auth()).send({ status: 'inactive' }).expect(409);
    expect(self.body).toMatchObject({ code: 'CANNOT_CHANGE_OWN_STATUS', message: 'You cannot deactivate or reactivate your own account' });
    const ru = await ctx.http().patch(`/api/admin/users/${admin.user.id}`).set('Authorization', auth()).set('Accept-Language', 'ru').send({ status: 'inactive' }).expect(409);
    expect(ru.body.code).toBe('CANNOT_CHANGE_OWN_STATUS');

    // ops (invited above) deactivates… and admin's own simultaneous attempt on ops races with it:
    // through the service, as the two calls that already passed their access check.
    const ops = (await ctx.http().get('/api/admins').set('Authorization', auth()).expect(200)).body as AdminSummary[];
    const opsId = ops.find((row) => row.email === 'ops@fixflow.test')?.id as string;
    const service = ctx.app.get(AdminsService);
    const as = (userId: string) => ({ userId, sessionId: crypto.randomUUID(), role: 'admin' as const, vendorId: null, status: 'active' });
    const outcomes = await Promise.allSettled([
      service.setAdminStatus(as(opsId), admin.user.id, 'inactive'),
      service.setAdminStatus(as(admin.user.id), opsId, 'inactive'),
    ]);
    const fork = ctx.app.get(EntityManager).fork();
    const active = ((await fork.execute(`select count(*)::int as n from admins a join users u on u.id = a.user_id where a.status = 'active' and u.deactivated_at is null`)) as { n: number }[])[0].n;
    // Put things back for the tests after (both active, admin signed in again) before judging.
    await fork.execute(`update users set deactivated_at = null where id in (?, ?)`, [opsId, admin.user.id]);
    await fork.execute(`update admins set status = 'active'`);
    admin = await login(ctx, 'admin@fixflow.test');
    expect(active).toBe(1);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as { code: string }).code).toBe('LAST_ACTIVE_ADMIN');

    await ctx.http().patch(`/api/admins/${opsId}`).set('Authorization', auth()).send({ status: 'inactive' }).expect(200);
    const opsAudit = await audit(opsId);
    expect(opsAudit.at(-1)).toMatchObject({ action: 'admin.deactivate', before: { status: 'active' }, after: { status: 'inactive' } });
    const opsRefused = await ctx.http().post('/api/auth/login').send({ email: 'ops@fixflow.test', password: 'Ops-Admin-Strong-42' }).expect(403);
    expect(opsRefused.body.code).toBe('ACCOUNT_DEACTIVATED');
    await ctx.http().patch(`/api/admins/${opsId}`).set('Authorization', auth()).send({ status: 'active' }).expect(200);
    await ctx.http().patch(`/api/admins/${(await userByEmail('tech@fixflow.test')).id}`).set('Authorization', auth()).send({ status: 'inactive' }).expect(404);
  });

  it('deactivation: the sessions end, sign-in and refresh are refused; reactivation lets it back in; both audited', async () => {
    const tech = await login(ctx, 'tech2@fixflow.test');
    await ctx.http().get('/api/me').set('Authorization', bearer(tech)).expect(200);
    const row = await userByEmail('tech2@fixflow.test');
    const res = await ctx.http().patch(`/api/admin/users/${row.id}`).set('Authorization', auth()).send({ status: 'inactive' }).expect(200);
    expect((res.body as ManagedUser).status).toBe('inactive');
    await ctx.http().get('/api/me').set('Authorization', bearer(tech)).expect(401);
    const refresh = await ctx.http().post('/api/auth/refresh').send({ refresh_token: tech.refresh_token });
    expect(refresh.status).toBeGreaterThanOrEqual(401);
    const signIn = await ctx.http().post('/api/auth/login').send({ email: 'tech2@fixflow.test', password: DEMO_PASSWORD }).expect(403);
    expect(signIn.body).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated. Please contact the administrator.' });
    // Nor through a mailed link.
    await ctx.http().post('/api/admin/users/' + row.id + '/password-reset').set('Authorization', auth()).expect(200);
    const landing = await ctx.http().get(verifyLinkOf(await latestMail(ctx, 'tech2@fixflow.test'))).expect(303);
    expect(hashOf(landing.headers.location as string).error_code).toBe('account_deactivated');

    await ctx.http().patch(`/api/admin/users/${row.id}`).set('Authorization', auth()).send({ status: 'active' }).expect(200);
    await login(ctx, 'tech2@fixflow.test');
    const rows = await audit(row.id);
    expect(rows.map((entry) => entry.action)).toEqual(['user.deactivate', 'user.password_reset', 'user.reactivate']);
    expect(rows[0]).toMatchObject({ actor_id: admin.user.id, target_type: 'user', before: { status: 'active' }, after: { status: 'inactive', sessions_ended: 1 } });
    expect(rows[1]).toMatchObject({ after: { sent_to: 'tech2@fixflow.test' } });
    await ctx.http().patch(`/api/admin/users/${crypto.randomUUID()}`).set('Authorization', auth()).send({ status: 'inactive' }).expect(404);
    await ctx.http().patch(`/api/admin/users/${row.id}`).set('Authorization', auth()).send({ status: 'gone' }).expect(400);
  });

  it('ends every session of a user; audited', async () => {
    const first = await login(ctx, 'vendor2@fixflow.test');
    const second = await login(ctx, 'vendor2@fixflow.test');
    const row = await userByEmail('vendor2@fixflow.test');
    const res = await ctx.http().post(`/api/admin/users/${row.id}/end-sessions`).set('Authorization', auth()).expect(200);
    expect(res.body.ended).toBeGreaterThanOrEqual(2);
    for (const session of [first, second]) await ctx.http().get('/api/me').set('Authorization', bearer(session)).expect(401);
    await ctx.http().post('/api/auth/refresh').send({ refresh_token: first.refresh_token }).expect(401);
    expect((await audit(row.id)).at(-1)).toMatchObject({ action: 'user.end_sessions', after: { open_sessions: 0 } });
  });

  it('an email change applies only once the link sent to the new address is opened; the old one stays until then', async () => {
    const row = await userByEmail('pending@fixflow.test');
    const res = await ctx.http().post(`/api/admin/users/${row.id}/email-change`).set('Authorization', auth()).send({ email: 'New.Owner@Newcomer.test' }).expect(200);
    expect(res.body as ManagedUser).toMatchObject({ email: 'pending@fixflow.test', pending_email: 'new.owner@newcomer.test' });
    // Still the old address until confirmed.
    await ctx.http().post('/api/auth/login').send({ email: 'pending@fixflow.test', password: DEMO_PASSWORD }).expect(200);
    await ctx.http().post('/api/auth/login').send({ email: 'new.owner@newcomer.test', password: DEMO_PASSWORD }).expect(400);
    const mail = await latestMail(ctx, 'new.owner@newcomer.test');
    expect(mail).toMatchObject({ kind: 'email_change' });
    const link = confirmLinkOf(mail?.text);
    const landing = await ctx.http().get(link).expect(303);
    expect(new URL(landing.headers.location as string).hash).toBe('#type=email_change');
    await ctx.http().post('/api/auth/login').send({ email: 'new.owner@newcomer.test', password: DEMO_PASSWORD }).expect(200);
    await ctx.http().post('/api/auth/login').send({ email: 'pending@fixflow.test', password: DEMO_PASSWORD }).expect(400);
    expect(await userByEmail('new.owner@newcomer.test')).toMatchObject({ pending_email: null, email_confirmed_at: expect.any(String) });
    // Used once only.
    const again = await ctx.http().get(link).expect(303);
    expect(hashOf(again.headers.location as string).error_code).toBe('otp_expired');
    const actions = (await audit(row.id)).map((entry) => [entry.action, entry.before, entry.after]);
    expect(actions).toEqual([
      ['user.email_change_requested', { email: 'pending@fixflow.test' }, { pending_email: 'new.owner@newcomer.test' }],
      ['user.email_change_confirmed', { email: 'pending@fixflow.test' }, { email: 'new.owner@newcomer.test' }],
    ]);
    // Another's address, or the same one: refused.
    await ctx.http().post(`/api/admin/users/${row.id}/email-change`).set('Authorization', auth()).send({ email: 'vendor@fixflow.test' }).expect(409);
    const same = await ctx.http().post(`/api/admin/users/${row.id}/email-change`).set('Authorization', auth()).send({ email: 'new.owner@newcomer.test' }).expect(409);
    expect(same.body.code).toBe('CONTACT_UNCHANGED');
  });

  it('a phone change: the link goes to the confirmed email, the phone changes only when it is opened', async () => {
    const row = await userByEmail('tech@fixflow.test');
    await ctx.http().post(`/api/admin/users/${row.id}/phone-change`).set('Authorization', auth()).send({ phone: '(555) 010-9999' }).expect(200);
    expect(await userByEmail('tech@fixflow.test')).toMatchObject({ phone: '+15550100005', pending_phone: '+15550109999' });
    const mail = await latestMail(ctx, 'tech@fixflow.test');
    expect(mail).toMatchObject({ kind: 'phone_change' });
    await ctx.http().get(confirmLinkOf(mail?.text)).expect(303);
    expect(await userByEmail('tech@fixflow.test')).toMatchObject({ phone: '+15550109999', pending_phone: null });
    await ctx.http().post('/api/auth/login').send({ phone: '+15550109999', password: DEMO_PASSWORD }).expect(200);
    expect((await audit(row.id)).map((entry) => entry.action)).toEqual(['user.phone_change_requested', 'user.phone_change_confirmed']);
    await ctx.http().get('/api/auth/confirm-contact').query({ token: 'forged' }).expect(303);
  });
});

describe('deactivation ends the sessions on every API process at once', () => {
  it('deactivated on A, the user is refused on B though B had it cached', async () => {
    const saved = { JWT_SECRET: process.env.JWT_SECRET, AUTH_PRINCIPAL_CACHE_MS: process.env.AUTH_PRINCIPAL_CACHE_MS, AUTH_RATE_LIMIT_PER_IP: process.env.AUTH_RATE_LIMIT_PER_IP };
    Object.assign(process.env, { JWT_SECRET: randomBytes(32).toString('base64url'), AUTH_PRINCIPAL_CACHE_MS: '600000', AUTH_RATE_LIMIT_PER_IP: '1000' });
    const redis = await useTestRedis();
    const db = await createTestDatabase();
    const apps: NestExpressApplication[] = [];
    try {
      apps.push(await startApp(testConfig(db.databaseUrl, { SEED_DEMO: '1', REDIS_URL: redis.url })));
      apps.push(await startApp(testConfig(db.databaseUrl, { REDIS_URL: redis.url, MIGRATE_ON_START: '0' })));
      await Promise.all(apps.map((app) => app.get(PrincipalCache).whenListening()));
      const [onA, onB] = apps.map((app) => () => request(app.getHttpServer()));
      const signIn = async (email: string) => (await onA().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body as AuthSession;
      const adminSession = await signIn('admin@fixflow.test');
      const tech = await signIn('tech@fixflow.test');
      await onB().get('/api/me').set('Authorization', bearer(tech)).expect(200);
      await onA().patch(`/api/admin/users/${tech.user.id}`).set('Authorization', bearer(adminSession)).send({ status: 'inactive' }).expect(200);
      const statusOnB = () => onB().get('/api/me').set('Authorization', bearer(tech)).then((res) => res.status);
      expect(await eventually(statusOnB, 401)).toBe(401);
    } finally {
      for (const app of apps) await app.close();
      await db.drop();
      await redis.stop();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

/** Polls until `read` gives `wanted` (or 3 s pass), then answers its last value. */
async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  const deadline = Date.now() + 3000;
  let value = await read();
  while (value !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
