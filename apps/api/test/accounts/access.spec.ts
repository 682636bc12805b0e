import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthSession, TechnicianSummary, UserProfile, VendorDetails, VendorList } from '@fixflow/contracts';
import { type AccountsTestContext, bearer, login, startAccountsApp } from '../support/accounts.js';

describe('profiles, role guards, vendor moderation and tenant isolation', () => {
  let ctx: AccountsTestContext;
  const sessions: Record<string, AuthSession> = {};
  const as = (who: string) => bearer(sessions[who]);

  beforeAll(async () => {
    ctx = await startAccountsApp();
    for (const who of ['admin', 'vendor', 'vendor2', 'pending', 'tech', 'tech2']) {
      sessions[who] = await login(ctx, `${who}@fixflow.test`);
    }
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const me = async (who: string) => (await ctx.http().get('/api/me').set('Authorization', as(who)).expect(200)).body as UserProfile;
  const vendorIdOf = async (who: string) => (await me(who)).vendor_id as string;

  describe('GET /api/me: the merged profile of each role', () => {
    it.each<[string, Partial<UserProfile>]>([
      ['admin', { role: 'admin', full_name: 'Fixflow Admin', email: 'admin@fixflow.test', status: 'active', timezone: null }],
      ['vendor', { role: 'vendor', full_name: 'Acme Appliance Repair', company_name: 'Acme Appliance Repair', status: 'active', city: 'Austin', state: 'TX' }],
      ['pending', { role: 'vendor', status: 'pending' }],
      ['tech', { role: 'technician', full_name: 'Sam Rivera', status: 'active', city: 'Austin', state: 'TX' }],
    ])('%s', async (who, expected) => {
      const profile = await me(who);
      expect(profile).toMatchObject({ ...expected, id: sessions[who].user.id });
      if (profile.role === 'vendor') expect(profile.vendor_id).toEqual(expect.any(String));
      else expect(profile).not.toHaveProperty('vendor_id');
    });
  });

  describe('PATCH /api/me writes the table that holds the user', () => {
    it('a vendor\'s full_name becomes its company_name, and it keeps a timezone', async () => {
      const res = await ctx.http().patch('/api/me').set('Authorization', as('vendor2')).send({ full_name: 'Brightline Pro', timezone: 'America/Chicago', city: 'Plano' }).expect(200);
      expect(res.body).toMatchObject({ full_name: 'Brightline Pro', company_name: 'Brightline Pro', timezone: 'America/Chicago', city: 'Plano' });
      const vendors = (await ctx.http().get('/api/vendors').query({ search: 'Brightline' }).set('Authorization', as('admin')).expect(200)).body as VendorList;
      expect(vendors.items.map((vendor) => vendor.company_name)).toEqual(['Brightline Pro']);
    });

    it('a time zone once set can be cleared again: an emptied field is null, the browser\'s own zone', async () => {
      await ctx.http().patch('/api/me').set('Authorization', as('vendor2')).send({ timezone: 'America/Denver' }).expect(200);
      const cleared = await ctx.http().patch('/api/me').set('Authorization', as('vendor2')).send({ timezone: '' }).expect(200);
      expect(cleared.body.timezone).toBeNull();
      const reread = await ctx.http().get('/api/me').set('Authorization', as('vendor2')).expect(200);
      expect(reread.body.timezone).toBeNull();
    });

    it('an admin keeps a timezone', async () => {
      const res = await ctx.http().patch('/api/me').set('Authorization', as('admin')).send({ timezone: 'Europe/Berlin', full_name: 'Ada Admin' }).expect(200);
      expect(res.body).toMatchObject({ role: 'admin', full_name: 'Ada Admin', timezone: 'Europe/Berlin' });
    });

    it('a technician updates name and place; a timezone is not its to set here', async () => {
      const res = await ctx.http().patch('/api/me').set('Authorization', as('tech2')).send({ full_name: 'Jordan Li', state: 'CA', timezone: 'Asia/Tokyo' }).expect(200);
      expect(res.body).toMatchObject({ role: 'technician', full_name: 'Jordan Li', state: 'CA', timezone: null });
    });

    it('an unknown field or a bad timezone → 400 VALIDATION_FAILED', async () => {
      await ctx.http().patch('/api/me').set('Authorization', as('tech')).send({ role: 'admin' }).expect(400);
      await ctx.http().patch('/api/me').set('Authorization', as('admin')).send({ timezone: 'Mars/Olympus' }).expect(400);
    });
  });

  describe('a user in no profile table', () => {
    it('GET /api/me → 404 \'User profile not found in any table\'; role-guarded routes → 403', async () => {
      await ctx.http().post('/api/auth/signup').send({ phone: '+15550199999', password: 'Lantern-gravel-42', role: 'technician' }).expect(201);
      const session = (await ctx.http().post('/api/auth/login').send({ phone: '+15550199999', password: 'Lantern-gravel-42' }).expect(200)).body as AuthSession;
      const em = ctx.app.get(EntityManager).fork();
      await em.execute('delete from technicians where id = ?', [session.user.id]);
      const res = await ctx.http().get('/api/me').set('Authorization', bearer(session)).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'PROFILE_NOT_FOUND', message: 'User profile not found in any table' });
      await ctx.http().get('/api/technicians').set('Authorization', bearer(session)).expect(403);
    });
  });

  describe('role guards', () => {
    it.each([
      ['tech', 'GET', '/api/vendors'],
      ['tech', 'GET', '/api/technicians'],
      ['tech', 'GET', '/api/admin/outbox'],
      ['vendor', 'GET', '/api/vendors'],
      ['vendor', 'GET', '/api/admin/outbox'],
    ])('%s: %s %s → 403 FORBIDDEN', async (who, _method, path) => {
      const res = await ctx.http().get(path).set('Authorization', as(who)).expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permissions to view this page.' });
    });

    it('a pending vendor is refused on vendor endpoints with the moderation message, but can read its profile', async () => {
      const res = await ctx.http().get('/api/technicians').set('Authorization', as('pending')).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        code: 'VENDOR_NOT_ACTIVE',
        message: 'Your account is under moderation. Please wait for administrator activation.',
      });
      await ctx.http().get('/api/me').set('Authorization', as('pending')).expect(200);
    });
  });

  describe('vendor moderation (admin)', () => {
    it('lists by status and search', async () => {
      const pending = (await ctx.http().get('/api/vendors').query({ status: 'pending' }).set('Authorization', as('admin')).expect(200)).body as VendorList;
      expect(pending.items.map((vendor) => vendor.email)).toEqual(['pending@fixflow.test']);
      expect(pending.next_cursor).toBeNull();
      const acme = (await ctx.http().get('/api/vendors').query({ search: 'acme' }).set('Authorization', as('admin')).expect(200)).body as VendorList;
      expect(acme.items).toHaveLength(1);
      await ctx.http().get('/api/vendors').query({ status: 'sleeping' }).set('Authorization', as('admin')).expect(400);
    });

    it('shows a vendor with its roster', async () => {
      const details = (await ctx.http().get(`/api/vendors/${await vendorIdOf('vendor')}`).set('Authorization', as('admin')).expect(200)).body as VendorDetails;
      expect(details.company_name).toBe('Acme Appliance Repair');
      expect(details.technicians.map((entry) => entry.email).sort()).toEqual(['tech2@fixflow.test', 'tech@fixflow.test'].sort());
    });

    it('activating the pending vendor lets it through at once; suspending stops it again', async () => {
      const id = await vendorIdOf('pending');
      const activated = await ctx.http().patch(`/api/vendors/${id}`).set('Authorization', as('admin')).send({ status: 'active' }).expect(200);
      expect(activated.body).toMatchObject({ status: 'active' });
      await ctx.http().get('/api/technicians').set('Authorization', as('pending')).expect(200);
      await ctx.http().patch(`/api/vendors/${id}`).set('Authorization', as('admin')).send({ status: 'suspended' }).expect(200);
      const refused = await ctx.http().get('/api/technicians').set('Authorization', as('pending')).expect(403);
      expect(refused.body).toMatchObject({ code: 'VENDOR_NOT_ACTIVE' });
    });

    it.each([['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']])('an unknown vendor id %s → 404 Vendor not found', async (id) => {
      const res = await ctx.http().get(`/api/vendors/${id}`).set('Authorization', as('admin')).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'VENDOR_NOT_FOUND', message: 'Vendor not found' });
    });
  });

  describe('a vendor\'s token cannot read or change another vendor\'s or an admin\'s data', () => {
    it('cannot read or moderate another vendor, nor itself, through the admin routes', async () => {
      const other = await vendorIdOf('vendor2');
      await ctx.http().get(`/api/vendors/${other}`).set('Authorization', as('vendor')).expect(403);
      await ctx.http().patch(`/api/vendors/${other}`).set('Authorization', as('vendor')).send({ status: 'suspended' }).expect(403);
      await ctx.http().patch(`/api/vendors/${await vendorIdOf('vendor')}`).set('Authorization', as('vendor')).send({ status: 'active' }).expect(403);
      expect((await me('vendor2')).status).toBe('active');
    });

    it('cannot read the admin outbox (where recovery links are kept)', async () => {
      await ctx.http().get('/api/admin/outbox').set('Authorization', as('vendor')).expect(403);
    });

    it('sees only its own roster; another vendor\'s technician is "not found", like one that does not exist', async () => {
      const own = (await ctx.http().get('/api/technicians').set('Authorization', as('vendor2')).expect(200)).body as TechnicianSummary[];
      expect(own.map((technician) => technician.email)).toEqual(['tech@fixflow.test']);
      const tech2 = sessions.tech2.user.id;
      const hidden = await ctx.http().get(`/api/technicians/${tech2}`).set('Authorization', as('vendor2')).expect(404);
      const missing = await ctx.http().get('/api/technicians/00000000-0000-4000-8000-000000000000').set('Authorization', as('vendor2')).expect(404);
      expect(hidden.body).toEqual(missing.body);
      await ctx.http().get(`/api/technicians/${sessions.tech.user.id}`).set('Authorization', as('vendor2')).expect(200);
    });

    it('PATCH /api/me only ever changes the caller\'s own row', async () => {
      await ctx.http().patch('/api/me').set('Authorization', as('vendor')).send({ full_name: 'Acme Appliance Repair Co' }).expect(200);
      expect((await me('vendor2')).company_name).toBe('Brightline Pro');
      expect((await me('admin')).role).toBe('admin');
    });
  });

  it('documents the accounts endpoints in OpenAPI, with bearer auth on the signed-in ones', async () => {
    const doc = (await ctx.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/auth/refresh', '/api/auth/logout', '/api/auth/recover', '/api/auth/verify', '/api/auth/password', '/api/me', '/api/vendors', '/api/vendors/{id}', '/api/technicians', '/api/admin/outbox']),
    );
    expect(doc.paths['/api/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
  });
});
