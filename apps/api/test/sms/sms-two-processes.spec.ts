import { createHmac, randomBytes } from 'node:crypto';
import { type NotificationChangedEvent, REALTIME_EVENTS, type SmsChangedEvent } from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import pg from 'pg';
import type { ScratchDatabase } from '@fixflow/dev-db/scratch-database';
import { bearer, DEMO_PASSWORD } from '../support/accounts.js';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { type TestRedis, useTestRedis } from '../support/redis.js';
import { connect, connected, nextEvent } from '../support/sockets.js';
import { createTestDatabase } from '../support/test-database.js';

const TOKEN = 'fixflow-two-process-twilio-token';
const SITE = 'https://fixflow.example.test';

/** Twilio's algorithm, as in sms.spec.ts: the public URL, the parameters sorted by name, HMAC-SHA1, base64. */
const sign = (path: string, params: Record<string, string>) =>
  createHmac('sha1', TOKEN)
    .update(Object.keys(params).sort().reduce((data, name) => data + name + params[name], SITE + path))
    .digest('base64');

const within = <T>(promise: Promise<T>, what: string, ms = 10_000) =>
  Promise.race([promise, new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms / 1000} s`)), ms).unref())]);

/**
 * Two API processes (node src/main.ts) on one PostgreSQL and one Redis, as deployed behind a
 * proxy: Twilio's webhook lands on either, the vendor's socket is on the other.
 */
describe('texts across two API processes (issue 15)', () => {
  let redis: TestRedis;
  let db: ScratchDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  let vendor: string;
  let socket: Socket | undefined;
  let client: pg.Client;

  beforeAll(async () => {
    redis = await useTestRedis();
    db = await createTestDatabase();
    const env = { DATABASE_URL: db.databaseUrl, REDIS_URL: redis.url, JWT_SECRET: randomBytes(32).toString('base64url'), TWILIO_AUTH_TOKEN: TOKEN, SITE_URL: SITE };
    [a, b] = await Promise.all([startApiProcess({ ...env, SEED_DEMO: '1' }), startApiProcess(env)]);
    vendor = (await request(a.url).post('/api/auth/login').send({ email: 'vendor@fixflow.test', password: DEMO_PASSWORD }).expect(200)).body.access_token as string;
    client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
  }, 180_000);

  afterAll(async () => {
    socket?.disconnect();
    await client?.end();
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.drop();
    await redis?.stop();
  });

  it('a text arriving on B reaches the vendor’s socket on A (thread and badge); its reply’s status too', async () => {
    const id = (await request(a.url).post('/api/customers').set('Authorization', bearer(vendor)).send({ name: 'Two Process', phone: '(737) 555-0131' }).expect(201)).body.id as string;
    socket = connect(a.url, vendor);
    await connected(socket);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const received = nextEvent<SmsChangedEvent>(socket, REALTIME_EVENTS.smsChanged, (event) => event.customer_id === id && event.action === 'received');
    const badge = nextEvent<NotificationChangedEvent>(socket, REALTIME_EVENTS.notificationChanged, (event) => event.type === 'sms_received');
    const params = { MessageSid: `SM${randomBytes(16).toString('hex')}`, From: '+17375550131', To: '+15125550100', Body: 'Hello from B', NumMedia: '0' };
    await request(b.url).post('/api/sms/incoming').type('form').set('X-Twilio-Signature', sign('/api/sms/incoming', params)).send(params).expect(200);
    expect(await within(received, 'sms.changed on A')).toMatchObject({ message: { body: 'Hello from B' } });
    expect(await within(badge, 'notification.changed on A')).toMatchObject({ action: 'created' });
    const recorded = nextEvent<SmsChangedEvent>(socket, REALTIME_EVENTS.smsChanged, (event) => event.customer_id === id && event.action === 'status');
    await request(b.url).post(`/api/customers/${id}/messages`).set('Authorization', bearer(vendor)).send({ body: 'Reply from B' }).expect(201);
    expect(await within(recorded, 'the reply’s status on A')).toMatchObject({ message: { body: 'Reply from B', status: 'recorded' } });
  });

  it('Twilio delivering one text to both processes at once: one row, one notification', async () => {
    await request(a.url).post('/api/customers').set('Authorization', bearer(vendor)).send({ name: 'Twice', phone: '(737) 555-0132' }).expect(201);
    const params = { MessageSid: `SM${randomBytes(16).toString('hex')}`, From: '+17375550132', To: '+15125550100', Body: 'Only once', NumMedia: '0' };
    const signature = sign('/api/sms/incoming', params);
    const answers = await Promise.all(
      [a, b, a, b].map((api) => request(api.url).post('/api/sms/incoming').type('form').set('X-Twilio-Signature', signature).send(params)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const rows = await client.query('select id from sms_messages where provider_sid = $1', [params.MessageSid]);
    expect(rows.rowCount).toBe(1);
    const notes = await client.query("select id from notifications where type = 'sms_received' and data ->> 'message_id' = $1", [rows.rows[0].id]);
    expect(notes.rowCount).toBe(1);
  });
});
