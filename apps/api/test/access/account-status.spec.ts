import { EntityManager } from '@mikro-orm/postgresql';
import type { Order, UserProfile } from '@fixflow/contracts';
import { bearer } from '../support/accounts.js';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';
import { newOrder, signUp } from './callers.js';

const MODERATION = { statusCode: 403, code: 'VENDOR_NOT_ACTIVE', message: 'Your account is under moderation. Please wait for administrator activation.' };
const INACTIVE = { statusCode: 403, code: 'ACCOUNT_INACTIVE', message: 'Your account is inactive. Please contact the administrator.' };

/**
 * The holes the access table closed, reproduced as reported: a vendor suspended while signed in
 * kept 7 of 18 vendor calls, and technicians.status / admins.status were never read.
 */
describe('account status is part of the caller', () => {
  let ctx: OrdersTestContext;
  let suspended: string;
  let order: Order;
  let vendorId: string;
  const technicianId = () => ctx.sessions.tech.user.id;

  beforeAll(async () => {
    ctx = await startOrdersApp();
    const account = await signUp(ctx, 'vendor');
    suspended = bearer(account.session);
    vendorId = ((await ctx.http().get('/api/me').set('Authorization', suspended).expect(200)).body as UserProfile).vendor_id as string;
    await ctx.http().patch(`/api/vendors/${vendorId}`).set('Authorization', ctx.as('admin')).send({ status: 'active' }).expect(200);
    const invited = await ctx.http().post('/api/technicians').set('Authorization', suspended).send({ email: 'tech@fixflow.test' }).expect(202);
    await ctx.http().post(`/api/roster-invitations/${invited.body.id}/accept`).set('Authorization', ctx.as('tech')).expect(200);
    order = await newOrder(ctx, suspended, technicianId());
    // Its session is in use (and its caller cached) when the admin suspends it.
    await ctx.http().get('/api/orders').set('Authorization', suspended).expect(200);
    await ctx.http().patch(`/api/vendors/${vendorId}`).set('Authorization', ctx.as('admin')).send({ status: 'suspended' }).expect(200);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  describe('a vendor suspended while signed in', () => {
    // Every row has its four cells (a null body): a shorter one would hand the test Jest's done callback.
    const calls: [string, 'get' | 'patch' | 'post', (o: Order, tech: string) => string, object | null][] = [
      ['lists its orders', 'get', () => '/api/orders', null],
      ['reads an order (customer data included)', 'get', (o) => `/api/orders/${o.id}`, null],
      ['looks an order up', 'get', (o) => `/api/orders/lookup/${o.invoice_number}`, null],
      ['edits an order', 'patch', (o) => `/api/orders/${o.id}`, { customer_name: 'Changed' }],
      ['cancels an order', 'post', (o) => `/api/orders/${o.id}/transitions`, { to: 'cancelled', reason: 'Customer called' }],
      ["reads a technician's busy slots", 'get', (_o, tech) => `/api/technicians/${tech}/busy-slots?start=2027-01-01&end=2027-12-31`, null],
      ["reads a technician's availability", 'get', (_o, tech) => `/api/technicians/${tech}/availability`, null],
    ];

    it.each(calls)('%s → 403 VENDOR_NOT_ACTIVE', async (_what, method, path, body) => {
      const req = ctx.http()[method](path(order, technicianId())).set('Authorization', suspended);
      const res = await (body ? req.send(body) : req);
      expect(res.body).toEqual(MODERATION);
      expect(res.status).toBe(403);
    });

    it('and nothing changed: the order is still as it was, not cancelled', async () => {
      const res = await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as('admin')).expect(200);
      expect(res.body).toMatchObject({ customer_name: order.customer_name, status: 'pending' });
    });

    it('still reads and edits its profile and reads the push key', async () => {
      expect((await ctx.http().get('/api/me').set('Authorization', suspended).expect(200)).body).toMatchObject({ status: 'suspended' });
      await ctx.http().patch('/api/me').set('Authorization', suspended).send({ city: 'Waco' }).expect(200);
      await ctx.http().get('/api/push/public-key').set('Authorization', suspended).expect(200);
    });

    it('activated again, it gets its orders back at once', async () => {
      await ctx.http().patch(`/api/vendors/${vendorId}`).set('Authorization', ctx.as('admin')).send({ status: 'active' }).expect(200);
      await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', suspended).expect(200);
      await ctx.http().patch(`/api/vendors/${vendorId}`).set('Authorization', ctx.as('admin')).send({ status: 'suspended' }).expect(200);
      await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', suspended).expect(403);
    });
  });

  describe('an inactive technician or admin', () => {
    const em = () => ctx.app.get(EntityManager).fork();

    it('a technician is refused its orders and time with ACCOUNT_INACTIVE (in Russian on request), keeps its profile and sign-out', async () => {
      const { session } = await signUp(ctx, 'technician');
      await em().execute("update technicians set status = 'inactive' where id = ?", [session.user.id]);
      const as = bearer(session);
      expect((await ctx.http().get('/api/orders').set('Authorization', as).expect(403)).body).toEqual(INACTIVE);
      await ctx.http().post('/api/orders/personal').set('Authorization', as).send({ service_date: '2027-09-01' }).expect(403);
      await ctx.http().get(`/api/technicians/${session.user.id}/busy-slots?start=2027-01-01`).set('Authorization', as).expect(403);
      const ru = await ctx.http().get('/api/notifications').set('Authorization', as).set('Accept-Language', 'ru').expect(403);
      expect(ru.body).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: 'Ваша учётная запись неактивна. Обратитесь к администратору.' });
      expect((await ctx.http().get('/api/me').set('Authorization', as).expect(200)).body).toMatchObject({ role: 'technician', status: 'inactive' });
      await ctx.http().post('/api/auth/logout').set('Authorization', as).expect(204);
    });

    it('an admin is refused administration with ACCOUNT_INACTIVE, keeps its profile', async () => {
      const { session } = await signUp(ctx, 'technician');
      await em().execute("insert into admins (user_id, status) values (?, 'inactive')", [session.user.id]);
      const as = bearer(session);
      expect((await ctx.http().get('/api/vendors').set('Authorization', as).expect(403)).body).toEqual(INACTIVE);
      await ctx.http().get('/api/dashboard/admin').set('Authorization', as).expect(403);
      await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', as).expect(403);
      expect((await ctx.http().get('/api/me').set('Authorization', as).expect(200)).body).toMatchObject({ role: 'admin', status: 'inactive' });
    });
  });
});
