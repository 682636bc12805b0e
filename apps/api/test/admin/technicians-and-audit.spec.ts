import { EntityManager } from '@mikro-orm/postgresql';
import { type AdminTechnician, type AdminTechnicianList, type AuditList, EMPTY_METRIC_COUNTS } from '@fixflow/contracts';
import { AuditRepository } from '../../src/audit/audit.repository.js';
import { DEMO_PASSWORD, hashOf, latestMail, verifyLinkOf } from '../support/accounts.js';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';

const COUNTS = Object.keys(EMPTY_METRIC_COUNTS);

/** Issue 16 item 3 and the audit log's reading side: admin › Technicians, GET /api/admin/audit. */
describe('admin › technicians and the audit log (issue 16)', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const admin = () => ctx.as('admin');
  const setStatus = (id: string, status: string) => ctx.http().patch(`/api/admin/technicians/${id}`).set('Authorization', admin()).send({ status });
  const audit = async (query: Record<string, string | number>) =>
    (await ctx.http().get('/api/admin/audit').query(query).set('Authorization', admin()).expect(200)).body as AuditList;

  it('lists every technician with status, city/state, the rosters it is on and its figures; search narrows it', async () => {
    const list = (await ctx.http().get('/api/admin/technicians').set('Authorization', admin()).expect(200)).body as AdminTechnicianList;
    const tech = list.items.find((item) => item.email === 'tech@fixflow.test') as AdminTechnician;
    const tech2 = list.items.find((item) => item.email === 'tech2@fixflow.test') as AdminTechnician;
    expect(tech.status).toBe('active');
    // SPEC's demo: tech on both vendors' rosters, tech2 on vendor's only.
    expect(tech.rosters).toHaveLength(2);
    expect(tech2.rosters).toHaveLength(1);
    expect(tech2.figures).toBeNull();
    const found = (await ctx.http().get('/api/admin/technicians').query({ search: 'tech2@' }).set('Authorization', admin()).expect(200)).body as AdminTechnicianList;
    expect(found.items.map((item) => item.email)).toEqual(['tech2@fixflow.test']);
  });

  it('shows the newest stored cross-vendor figures, read in the same statement', async () => {
    const tech = ctx.sessions.tech.user.id;
    await ctx.app.get(EntityManager).fork().execute(
      `insert into technician_metrics (id, technician_id, vendor_id, period_start, period_end, ${COUNTS.join(', ')}, computed_at)
       values (gen_random_uuid(), ?, null, current_date - 89, current_date, ${COUNTS.map((column) => ({ assigned: 10, completed: 8 })[column as string] ?? 0).join(', ')}, now())`,
      [tech],
    );
    const one = (await ctx.http().get(`/api/admin/technicians/${tech}`).set('Authorization', admin()).expect(200)).body as AdminTechnician;
    expect(one.figures).toMatchObject({ assigned: 10, completed: 8, completion_rate: { numerator: 8, denominator: 10, value: 0.8 } });
  });

  it('is the admins’ only: a vendor or a technician is refused; an unknown id is not found', async () => {
    await ctx.http().get('/api/admin/technicians').set('Authorization', ctx.as('vendor')).expect(403);
    await ctx.http().get('/api/admin/audit').set('Authorization', ctx.as('tech')).expect(403);
    await setStatus(crypto.randomUUID(), 'inactive').expect(404);
    const bad = await setStatus(ctx.sessions.tech2.user.id, 'suspended').expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('deactivating: an audit row, its session ends, it cannot sign in or be assigned; activating brings it back', async () => {
    const id = ctx.sessions.tech2.user.id;
    const token = ctx.as('tech2');
    await ctx.http().get('/api/notifications').set('Authorization', token).expect(200);

    const off = (await setStatus(id, 'inactive').expect(200)).body as AdminTechnician;
    expect(off.status).toBe('inactive');
    const rows = await audit({ target_type: 'technician', target_id: id });
    expect(rows.items[0]).toMatchObject({
      action: 'technician.deactivate',
      actor_id: ctx.sessions.admin.user.id,
      actor_role: 'admin',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    expect(rows.items[0].actor_name).toBeTruthy();
    // Its session ended at once: the token and the refresh token no longer work.
    await ctx.http().get('/api/notifications').set('Authorization', token).expect(401);
    await ctx.http().post('/api/auth/refresh').send({ refresh_token: ctx.sessions.tech2.refresh_token }).expect(401);
    // Signing in again: the catalogue's inactive account.
    const signIn = await ctx.http().post('/api/auth/login').send({ email: 'tech2@fixflow.test', password: DEMO_PASSWORD }).expect(403);
    expect(signIn.body.code).toBe('ACCOUNT_INACTIVE');
    expect(signIn.body.message).toBe('Your account is inactive. Please contact the administrator.');
    // A mailed link does not sign it in either: the site gets the reason in the hash.
    await ctx.http().post('/api/auth/recover').send({ email: 'tech2@fixflow.test' }).expect(200);
    const link = await ctx.http().get(verifyLinkOf(await latestMail(ctx, 'tech2@fixflow.test'))).expect(303);
    expect(hashOf(link.headers.location as string)).toMatchObject({ error_code: 'account_inactive' });
    // Assigning it: 409 with a code of its own.
    const order = await ctx.createOrder('vendor');
    const assign = await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: id }).expect(409);
    expect(assign.body.code).toBe('TECHNICIAN_INACTIVE');
    // Deactivating again changes nothing and writes nothing.
    await setStatus(id, 'inactive').expect(200);
    expect((await audit({ target_id: id })).items).toHaveLength(1);

    await setStatus(id, 'active').expect(200);
    const after = await audit({ target_id: id });
    expect(after.items.map((item) => item.action)).toEqual(['technician.activate', 'technician.deactivate']);
    expect(after.items[0]).toMatchObject({ before: { status: 'inactive' }, after: { status: 'active' } });
    await ctx.http().post('/api/auth/login').send({ email: 'tech2@fixflow.test', password: DEMO_PASSWORD }).expect(200);
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: id }).expect(200);
  });

  it('the audit list filters by actor, target and action, and pages newest first without gaps', async () => {
    const repo = ctx.app.get(AuditRepository);
    const actor = ctx.sessions.admin.user.id;
    const target = crypto.randomUUID();
    for (let i = 0; i < 5; i += 1) {
      await repo.record({ actorId: actor, actorRole: 'admin', action: i % 2 ? 'user.deactivate' : 'user.activate', targetType: 'user', targetId: target, before: { n: i }, after: { n: i + 1 } });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditList = await audit({ target_id: target, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.before?.n as number));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    expect((await audit({ target_id: target, action: 'user.deactivate' })).items).toHaveLength(2);
    expect((await audit({ target_type: 'user', target_id: target, actor_id: actor })).items).toHaveLength(5);
    expect((await audit({ target_id: target, actor_id: crypto.randomUUID() })).items).toHaveLength(0);
    const bad = await ctx.http().get('/api/admin/audit').query({ actor_id: 'nope' }).set('Authorization', admin()).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
