import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import webPush from 'web-push';
import type { Order, PushMessage, PushNotifyResult, PushPublicKey } from '@fixflow/contracts';
import { bearer, login } from '../support/accounts.js';
import { type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';
import { FakePushService, TestBrowser, verifyVapid } from '../support/push-service.js';
import { startApp, testConfig } from '../support/test-app.js';

describe('Web Push: VAPID key, subscriptions, notify, and the push on assignment', () => {
  let ctx: OrdersTestContext;
  const pushService = new FakePushService();
  const extraApps: NestExpressApplication[] = [];
  const browser = () => new TestBrowser(pushService);

  /** Each app signs its own sessions (tests get a fresh JWT secret per app): sign in on the one asked. */
  const publicKeyOf = async (app: NestExpressApplication, who = 'tech@fixflow.test') => {
    const http = () => request(app.getHttpServer());
    const session = await login({ ...ctx, app, http }, who);
    return ((await http().get('/api/push/public-key').set('Authorization', bearer(session)).expect(200)).body as PushPublicKey).publicKey;
  };
  const anotherApp = async (env: Record<string, string> = {}) => {
    const app = await startApp(testConfig(ctx.db.databaseUrl, { MIGRATE_ON_START: '0', ...env }));
    extraApps.push(app);
    return app;
  };
  const subscribe = (who: 'tech' | 'tech2' | 'vendor', subscriber: TestBrowser, language = 'en') =>
    ctx.http().post('/api/push/subscriptions').set('Authorization', ctx.as(who)).set('Accept-Language', language).send(subscriber.subscription());
  const subscriptionRows = (endpoint: string) =>
    ctx.app.get(EntityManager).fork().execute<{ user_id: string; p256dh: string }[]>('select user_id, p256dh from push_subscriptions where endpoint = ?', [endpoint]);
  /** The push jobs of one subscription, as pg-boss keeps them (state, attempts beyond the first). */
  const pushJobs = (endpoint: string) =>
    ctx.app
      .get(EntityManager)
      .fork()
      .execute<{ state: string; retry_count: number }[]>(
        `select state, retry_count from pgboss.job where name = 'push-to-technician' and data->>'endpoint' = ? order by created_on`,
        [endpoint],
      );
  /** Polls until the jobs of a subscription read as expected (a worker finishes them in the background). */
  const jobsSettle = async (endpoint: string, expected: { state: string; retry_count: number }[]) => {
    const deadline = Date.now() + 20_000;
    while (JSON.stringify(await pushJobs(endpoint)) !== JSON.stringify(expected) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pushJobs(endpoint)).toEqual(expected);
  };
  const notify = (who: 'admin' | 'vendor' | 'vendor2' | 'tech', body: Record<string, unknown>) =>
    ctx.http().post('/api/push/notify').set('Authorization', ctx.as(who)).send(body);

  beforeAll(async () => {
    await pushService.start();
    ctx = await startOrdersApp();
  });
  // Each test starts from no subscriptions, so counts are its own.
  beforeEach(async () => {
    await ctx.app.get(EntityManager).fork().execute('delete from push_subscriptions');
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await ctx?.close();
    await pushService.stop();
  });

  describe('the VAPID public key', () => {
    it('is generated once for the database: two API processes asking at once, and again later, get the same key', async () => {
      const second = await anotherApp();
      const [first, other] = await Promise.all([publicKeyOf(ctx.app), publicKeyOf(second)]);
      expect(other).toBe(first);
      expect(Buffer.from(first, 'base64url')).toHaveLength(65);
      expect(await publicKeyOf(ctx.app, 'vendor@fixflow.test')).toBe(first);
      const [row] = await ctx.app.get(EntityManager).fork().execute<{ n: string }[]>('select count(*) as n from push_vapid_keys');
      expect(Number(row.n)).toBe(1);
    });

    it('comes from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when they are set, whatever the database holds', async () => {
      const keys = webPush.generateVAPIDKeys();
      const configured = await anotherApp({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
      expect(await publicKeyOf(configured)).toBe(keys.publicKey);
      expect(await publicKeyOf(ctx.app)).not.toBe(keys.publicKey);
    });

    it('needs a signed-in caller', async () => {
      await ctx.http().get('/api/push/public-key').expect(401);
    });
  });

  describe('subscriptions', () => {
    it('keeps one row per endpoint: subscribing it again from another account moves it there with the new keys', async () => {
      const phone = browser();
      const first = await subscribe('tech', phone).expect(201);
      expect(first.body).toEqual({ endpoint: phone.endpoint });
      await subscribe('tech', phone).expect(201);
      expect(await subscriptionRows(phone.endpoint)).toEqual([{ user_id: ctx.sessions.tech.user.id, p256dh: phone.subscription().keys.p256dh }]);

      const samePhoneNewKeys = Object.assign(browser(), { path: phone.path });
      await subscribe('tech2', samePhoneNewKeys).expect(201);
      expect(await subscriptionRows(phone.endpoint)).toEqual([{ user_id: ctx.sessions.tech2.user.id, p256dh: samePhoneNewKeys.subscription().keys.p256dh }]);
    });

    it.each([
      ['an endpoint that is not https', { endpoint: 'http://push.example.com/abc' }, [{ field: 'endpoint', message: 'endpoint must be an https URL' }]],
      ['an endpoint that is no URL', { endpoint: 'push me' }, [{ field: 'endpoint', message: 'endpoint must be an https URL' }]],
      ['an endpoint too long', { endpoint: `https://push.example.com/${'a'.repeat(2048)}` }, [{ field: 'endpoint', message: 'endpoint must be shorter than or equal to 2048 characters' }]],
      [
        'keys that are not base64url of the right size',
        { keys: { p256dh: 'abc+/=', auth: 'c2hvcnQ' } },
        [
          { field: 'keys.p256dh', message: 'p256dh must be an uncompressed P-256 public key in base64url (65 bytes)' },
          { field: 'keys.auth', message: 'auth must be an auth secret in base64url (16 bytes)' },
        ],
      ],
      ['no keys', { keys: undefined }, [{ field: 'keys', message: 'keys should not be null or undefined' }]],
      ['an unknown field', { topic: 'x' }, [{ field: 'topic', message: 'property topic should not exist' }]],
    ])('refuses %s with 400 naming the field', async (_case, change, errors) => {
      const res = await ctx.http().post('/api/push/subscriptions').set('Authorization', ctx.as('tech')).send({ ...browser().subscription(), ...change }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    });

    it('forgets only the caller\'s own subscription', async () => {
      const phone = browser();
      await subscribe('tech', phone).expect(201);
      await ctx.http().delete('/api/push/subscriptions').set('Authorization', ctx.as('tech2')).send({ endpoint: phone.endpoint }).expect(204);
      expect(await subscriptionRows(phone.endpoint)).toHaveLength(1);
      await ctx.http().delete('/api/push/subscriptions').set('Authorization', ctx.as('tech')).send({ endpoint: phone.endpoint }).expect(204);
      expect(await subscriptionRows(phone.endpoint)).toEqual([]);
      const bad = await ctx.http().delete('/api/push/subscriptions').set('Authorization', ctx.as('tech')).send({}).expect(400);
      expect(bad.body.errors).toContainEqual({ field: 'endpoint', message: 'endpoint must be a string' });
    });
  });

  describe('POST /api/push/notify', () => {
    it('delivers an encrypted, VAPID-signed message the browser can read, extra fields in its data', async () => {
      const phone = browser();
      await subscribe('tech2', phone).expect(201);
      const arrived = pushService.nextPushTo(phone.path);
      const res = await notify('vendor', { technicianIds: [ctx.sessions.tech2.user.id], title: 'Parts arrived', body: 'Pick them up at the desk', url: '/orders', orderId: 'o-17', kind: 'parts' }).expect(200);
      expect(res.body as PushNotifyResult).toEqual({ sent: 1, failed: 0, removed: 0 });

      const push = await arrived;
      expect(push.method).toBe('POST');
      expect(push.headers).toMatchObject({ ttl: '86400', 'content-encoding': 'aes128gcm', urgency: 'high' });
      const vapid = verifyVapid(push.headers.authorization, pushService.origin);
      expect(vapid.publicKey).toBe(await publicKeyOf(ctx.app));
      expect(vapid.claims.sub).toBe('mailto:no-reply@fixflow.test');
      expect(push.body.includes(Buffer.from('Parts arrived'))).toBe(false);
      expect(phone.decrypt(push.body) as PushMessage).toEqual({
        title: 'Parts arrived',
        body: 'Pick them up at the desk',
        url: '/orders',
        data: { orderId: 'o-17', kind: 'parts' },
      });
    });

    it('deletes a subscription its push service says is gone (410), and keeps one that failed for a while (500)', async () => {
      const gone = browser();
      const flaky = browser();
      await subscribe('tech', gone).expect(201);
      await subscribe('tech', flaky).expect(201);
      pushService.answer(gone.path, 410);
      pushService.answer(flaky.path, 500);
      const res = await notify('admin', { technicianIds: [ctx.sessions.tech.user.id], title: 'Hello', body: 'Anyone there?' }).expect(200);
      expect(res.body).toMatchObject({ failed: 1, removed: 1 });
      expect(await subscriptionRows(gone.endpoint)).toEqual([]);
      expect(await subscriptionRows(flaky.endpoint)).toHaveLength(1);
      expect(pushService.pushesTo(gone.path)).toHaveLength(1);
    });

    it('lets a vendor reach only its roster, an admin any technician, a technician no one', async () => {
      const phone = browser();
      await subscribe('tech2', phone).expect(201);
      const message = { technicianIds: [ctx.sessions.tech2.user.id], title: 'Hi', body: 'There' };
      // tech2 is on vendor's roster, not on vendor2's: refused as if it did not exist, nothing sent.
      const refused = await notify('vendor2', message).expect(404);
      expect(refused.body).toMatchObject({ code: 'TECHNICIAN_NOT_FOUND', message: 'Technician not found' });
      await notify('vendor2', { ...message, technicianIds: [ctx.sessions.tech.user.id, ctx.sessions.tech2.user.id] }).expect(404);
      expect(pushService.pushesTo(phone.path)).toEqual([]);
      await notify('tech', message).expect(403);
      await notify('admin', { ...message, technicianIds: [ctx.sessions.vendor.user.id] }).expect(404);
      expect((await notify('admin', message).expect(200)).body).toEqual({ sent: 1, failed: 0, removed: 0 });
    });

    it.each([
      ['no technicians', { technicianIds: [] }, { field: 'technicianIds', message: 'technicianIds should not be empty' }],
      ['a technician id that is no UUID', { technicianIds: ['nope'] }, { field: 'technicianIds', message: 'each of technicianIds must be a UUID' }],
      ['an empty title', { title: '' }, { field: 'title', message: 'title should not be empty' }],
      ['a url off the site', { url: 'https://evil.example/' }, { field: 'url', message: 'url must be a path of this site, starting with /' }],
      ['too much in the extra fields', { blob: 'x'.repeat(1600) }, { field: 'extra', message: 'the extra fields must come to at most 1500 bytes of JSON' }],
    ])('refuses %s with 400 naming the field', async (_case, change, error) => {
      const res = await notify('admin', { technicianIds: [ctx.sessions.tech.user.id], title: 'T', body: 'B', ...change }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.body.errors).toContainEqual(error);
    });
  });

  it('an assignment reaches the assigned technician\'s phone in the language it subscribed in', async () => {
    const phone = browser();
    await subscribe('tech2', phone, 'ru-RU,ru;q=0.9').expect(201);
    const order = await ctx.createOrder('vendor', { service_date: freshDate(), time_slot: 'evening' });
    const arrived = pushService.nextPushTo(phone.path);
    const assigned = (await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200)).body as Order;
    expect(assigned.technician_status).toBe('Assigned');

    const message = phone.decrypt((await arrived).body) as PushMessage;
    expect(message).toMatchObject({ title: 'Назначен новый заказ', url: `/orders/${order.id}`, data: { action: 'order_assigned', order_id: order.id } });
    expect(message.body).toContain(order.invoice_number);
    expect(message.body).toContain('вечер, 16:00–20:00');
    await jobsSettle(phone.endpoint, [{ state: 'completed', retry_count: 0 }]);
  });

  it('an assignment push is a job written before the answer; refused twice (500), it is retried after a delay each time, then delivered', async () => {
    const phone = browser();
    await subscribe('tech', phone).expect(201);
    pushService.answerNext(phone.path, 500, 500);
    const order = await ctx.createOrder('vendor', { service_date: freshDate() });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
    expect(await pushJobs(phone.endpoint)).toHaveLength(1);

    await jobsSettle(phone.endpoint, [{ state: 'completed', retry_count: 2 }]);
    const attempts = pushService.pushesTo(phone.path);
    expect(attempts.map((push) => push.status)).toEqual([500, 500, 201]);
    // Backoff: retryDelay 1 s doubled per attempt, with jitter; never straight away.
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(1_000);
    expect(phone.decrypt(attempts[2].body)).toMatchObject({ title: 'New order assigned', data: { action: 'order_assigned', order_id: order.id } });
  });

  it('an assignment still succeeds when the technician\'s push service is down', async () => {
    const phone = browser();
    await subscribe('tech', phone).expect(201);
    pushService.answer(phone.path, 503);
    const arrived = pushService.nextPushTo(phone.path);
    const order = await ctx.createOrder('vendor', { service_date: freshDate() });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
    await arrived;
    expect(await subscriptionRows(phone.endpoint)).toHaveLength(1);
  });
});
