import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import {
  type AuthSession,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatMessagePage,
  type Conversation,
  type ConversationList,
  MESSAGE_MAX_LENGTH,
  type Order,
  type PushMessage,
  REALTIME_EVENTS,
} from '@fixflow/contracts';
import type { ScratchDatabase } from '@fixflow/dev-db/scratch-database';
import { DEMO_PASSWORD } from '../support/accounts.js';
import { type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';
import { FakePushService, TestBrowser } from '../support/push-service.js';
import { type OwnRedis, startOwnRedis } from '../support/redis.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';
import { startApp, testConfig } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * Chat (issue 15 item 4) on PostgreSQL: the conversation about an order between its vendor and the
 * technician assigned now, support conversations with the admins, unread counts and read marks,
 * tenant isolation (a technician never reads a conversation of an order it is not assigned to),
 * text kept verbatim, the body's limits, and the technician's push.
 */
describe('chat: conversations about orders and with support', () => {
  let ctx: OrdersTestContext;
  const pushService = new FakePushService();

  beforeAll(async () => {
    await pushService.start();
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
    await pushService.stop();
  });

  const http = () => ctx.http();
  const open = (who: DemoUser, body: object) => http().post('/api/conversations').set('Authorization', ctx.as(who)).send(body);
  const send = (who: DemoUser, id: string, body: unknown) => http().post(`/api/conversations/${id}/messages`).set('Authorization', ctx.as(who)).send({ body });
  const page = (who: DemoUser, id: string, query: Record<string, string> = {}) =>
    http().get(`/api/conversations/${id}/messages`).query(query).set('Authorization', ctx.as(who));
  const read = (who: DemoUser, id: string, body?: object) => http().post(`/api/conversations/${id}/read`).set('Authorization', ctx.as(who)).send(body);
  const list = async (who: DemoUser) => (await http().get('/api/conversations').set('Authorization', ctx.as(who)).expect(200)).body as ConversationList;
  const find = async (who: DemoUser, id: string) => (await list(who)).items.find((item) => item.id === id);
  const assign = (order: Order, who: DemoUser) =>
    http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions[who].user.id }).expect(200);
  const rows = <T>(sql: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(sql, params);

  /** A fresh order of the vendor's, assigned to tech2, and its conversation opened by the vendor. */
  async function orderConversation(): Promise<{ order: Order; conversation: Conversation }> {
    const order = await ctx.createOrder('vendor', { customer_name: 'Ann Lee' });
    await assign(order, 'tech2');
    const opened = await open('vendor', { kind: 'order', order_id: order.id }).expect(200);
    return { order, conversation: opened.body as Conversation };
  }

  it('opens one conversation per order, also when asked many times at once, titled "INV-… · customer"', async () => {
    const order = await ctx.createOrder('vendor', { customer_name: 'Ann Lee' });
    await assign(order, 'tech2');
    const answers = await Promise.all([...Array(6)].map((_, index) => open(index % 2 ? 'tech2' : 'vendor', { kind: 'order', order_id: order.id })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => (answer.body as Conversation).id));
    expect(ids.size).toBe(1);
    expect(answers[0].body).toMatchObject({ kind: 'order', order_id: order.id, invoice_number: order.invoice_number, title: `${order.invoice_number} · Ann Lee`, last_message: null, unread: 0 });
    expect(await rows('select id from conversations where order_id = ?', [order.id])).toHaveLength(1);
  });

  it('the vendor and the assigned technician exchange messages: unread counts go up, read marks bring them down', async () => {
    const { order, conversation } = await orderConversation();
    const before = (await list('tech2')).unread;

    const hello = (await send('vendor', conversation.id, '  Can you bring a drain pump?  ').expect(201)).body as ChatMessage;
    expect(hello).toMatchObject({ conversation_id: conversation.id, author_id: ctx.sessions.vendor.user.id, author_role: 'vendor', body: 'Can you bring a drain pump?' });
    expect(hello.author_name).toEqual(expect.any(String));

    const techList = await list('tech2');
    expect(techList.unread).toBe(before + 1);
    expect(await find('tech2', conversation.id)).toMatchObject({ unread: 1, title: `${order.invoice_number} · Ann Lee`, last_message: { id: hello.id, body: hello.body } });
    // Its own message is never unread to its author.
    expect(await find('vendor', conversation.id)).toMatchObject({ unread: 0 });

    await send('tech2', conversation.id, 'Yes, on my way').expect(201);
    await send('tech2', conversation.id, 'ETA 20 min').expect(201);
    expect(await find('vendor', conversation.id)).toMatchObject({ unread: 2, last_message: { body: 'ETA 20 min', author_role: 'technician' } });
    // Writing marks the conversation read by its author.
    expect(await find('tech2', conversation.id)).toMatchObject({ unread: 0 });

    await read('vendor', conversation.id).expect(204);
    expect(await find('vendor', conversation.id)).toMatchObject({ unread: 0 });

    const messages = (await page('tech2', conversation.id).expect(200)).body as ChatMessagePage;
    expect(messages.items.map((message) => message.body)).toEqual(['Can you bring a drain pump?', 'Yes, on my way', 'ETA 20 min']);
    expect(messages.next_cursor).toBeNull();
  });

  it('a read marks up to the message the reader was shown: one that arrived while the mark was on its way stays unread', async () => {
    const { conversation } = await orderConversation();
    const other = await orderConversation();
    const first = (await send('vendor', conversation.id, 'Is the part in?').expect(201)).body as ChatMessage;
    // The technician's screen shows `first`; before its read lands, the vendor writes again.
    const second = (await send('vendor', conversation.id, 'And bring the invoice').expect(201)).body as ChatMessage;
    await read('tech2', conversation.id, { through: first.id }).expect(204);
    expect(await find('tech2', conversation.id)).toMatchObject({ unread: 1, last_message: { id: second.id } });
    // A late read of an older message never moves the mark back.
    await read('tech2', conversation.id, { through: second.id.toUpperCase() }).expect(204);
    await read('tech2', conversation.id, { through: first.id }).expect(204);
    expect(await find('tech2', conversation.id)).toMatchObject({ unread: 0 });

    // Only a message of this conversation, and an id at all; nothing is marked on a refusal.
    const third = (await send('vendor', conversation.id, 'Thanks').expect(201)).body as ChatMessage;
    const elsewhere = (await send('vendor', other.conversation.id, 'Other order').expect(201)).body as ChatMessage;
    expect((await read('tech2', conversation.id, { through: elsewhere.id }).expect(400)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [expect.objectContaining({ field: 'through', code: 'INVALID' })],
    });
    expect((await read('tech2', conversation.id, { through: 'latest' }).expect(400)).body.fields).toEqual([expect.objectContaining({ field: 'through' })]);
    expect(await find('tech2', conversation.id)).toMatchObject({ unread: 1, last_message: { id: third.id } });
    // Without `through`: up to now, as before.
    await read('tech2', conversation.id).expect(204);
    expect(await find('tech2', conversation.id)).toMatchObject({ unread: 0 });
  });

  it('a technician not assigned to the order gets 404 and cannot post; another vendor gets 404; neither sees it listed', async () => {
    const { order, conversation } = await orderConversation();
    await send('vendor', conversation.id, 'For tech2 only').expect(201);
    for (const who of ['tech', 'vendor2'] as const) {
      expect((await page(who, conversation.id).expect(404)).body).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
      expect((await send(who, conversation.id, 'Let me in').expect(404)).body).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
      await read(who, conversation.id).expect(404);
      expect((await open(who, { kind: 'order', order_id: order.id }).expect(404)).body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      expect(await find(who, conversation.id)).toBeUndefined();
    }
    // Exactly as for a conversation that does not exist, or an id that is no id.
    expect((await page('tech', crypto.randomUUID()).expect(404)).body).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    await page('tech', 'not-an-id').expect(404);
    expect(await rows('select body from chat_messages where conversation_id = ?', [conversation.id])).toEqual([{ body: 'For tech2 only' }]);
  });

  it('reassignment moves access: the old technician loses it at once, the new one reads the whole history', async () => {
    const { order, conversation } = await orderConversation();
    await send('vendor', conversation.id, 'First visit tomorrow').expect(201);
    await send('tech2', conversation.id, 'Noted').expect(201);

    await assign(order, 'tech');
    await page('tech2', conversation.id).expect(404);
    await send('tech2', conversation.id, 'Still here?').expect(404);
    expect(await find('tech2', conversation.id)).toBeUndefined();

    const history = (await page('tech', conversation.id).expect(200)).body as ChatMessagePage;
    expect(history.items.map((message) => [message.author_role, message.body])).toEqual([
      ['vendor', 'First visit tomorrow'],
      ['technician', 'Noted'],
    ]);
    expect(await find('tech', conversation.id)).toMatchObject({ unread: 2 });
    await send('tech', conversation.id, 'Taking over').expect(201);

    // Back to tech2: its history is there again, with what was said meanwhile.
    await assign(order, 'tech2');
    await page('tech', conversation.id).expect(404);
    expect(((await page('tech2', conversation.id).expect(200)).body as ChatMessagePage).items.map((message) => message.body)).toEqual(['First visit tomorrow', 'Noted', 'Taking over']);
  });

  it('a support conversation between a technician and the admins: "Support" for it, "Support · <name>" for the admins', async () => {
    const opened = (await open('tech2', { kind: 'support' }).expect(200)).body as Conversation;
    expect(opened).toMatchObject({ kind: 'support', order_id: null, invoice_number: null, title: 'Support' });
    expect(((await open('tech2', { kind: 'support' }).expect(200)).body as Conversation).id).toBe(opened.id);

    await send('tech2', opened.id, 'My app shows the wrong schedule').expect(201);
    const [{ full_name: name }] = await rows<{ full_name: string }>('select full_name from technicians where id = ?', [ctx.sessions.tech2.user.id]);
    expect(await find('admin', opened.id)).toMatchObject({ title: `Support · ${name}`, unread: 1 });
    const answer = (await send('admin', opened.id, 'Fixed, please reload').expect(201)).body as ChatMessage;
    expect(answer.author_role).toBe('admin');
    expect(await find('tech2', opened.id)).toMatchObject({ title: 'Support', unread: 1, last_message: { body: 'Fixed, please reload' } });
    expect(await find('admin', opened.id)).toMatchObject({ unread: 0 });

    // Nobody else's.
    for (const who of ['tech', 'vendor', 'vendor2'] as const) {
      await page(who, opened.id).expect(404);
      await send(who, opened.id, 'Hi').expect(404);
    }
    // A vendor's own support conversation is titled by its company for the admins.
    const vendorSupport = (await open('vendor', { kind: 'support' }).expect(200)).body as Conversation;
    expect(vendorSupport.id).not.toBe(opened.id);
    await send('vendor', vendorSupport.id, 'Question about payouts').expect(201);
    const [{ company_name: company }] = await rows<{ company_name: string }>('select company_name from vendors where user_id = ?', [ctx.sessions.vendor.user.id]);
    expect(await find('admin', vendorSupport.id)).toMatchObject({ title: `Support · ${company}` });
    // Admins answer support conversations; they have none of their own.
    await open('admin', { kind: 'support' }).expect(403);
  });

  it('an admin may read and write any order conversation, and sees it listed once it joined', async () => {
    const { conversation } = await orderConversation();
    await send('vendor', conversation.id, 'Customer is upset').expect(201);
    expect(await find('admin', conversation.id)).toBeUndefined();
    await page('admin', conversation.id).expect(200);
    await send('admin', conversation.id, 'I will call them').expect(201);
    expect(await find('admin', conversation.id)).toMatchObject({ unread: 0 });
    expect(await find('vendor', conversation.id)).toMatchObject({ unread: 1, last_message: { author_role: 'admin' } });
  });

  it('stores HTML in a body verbatim (the web shows it as text): the API transforms nothing', async () => {
    const { conversation } = await orderConversation();
    const html = `<script>alert("x")</script><b onclick='steal()'>bold</b> &amp; &lt;tag&gt; <img src=x onerror=alert(1)>`;
    const sent = (await send('vendor', conversation.id, html).expect(201)).body as ChatMessage;
    expect(sent.body).toBe(html);
    expect(((await page('tech2', conversation.id).expect(200)).body as ChatMessagePage).items.at(-1)?.body).toBe(html);
    expect(await rows('select body from chat_messages where id = ?', [sent.id])).toEqual([{ body: html }]);
  });

  it('refuses a body that is empty, only spaces, too long or no text, with field errors', async () => {
    const { conversation } = await orderConversation();
    const refused = async (body: unknown) => (await send('vendor', conversation.id, body).expect(400)).body as { code: string; fields: { field: string; code: string; max?: number }[] };
    expect((await refused('')).fields).toEqual([expect.objectContaining({ field: 'body', code: 'REQUIRED' })]);
    expect((await refused('   \n ')).fields).toEqual([expect.objectContaining({ field: 'body', code: 'REQUIRED' })]);
    expect((await refused('x'.repeat(MESSAGE_MAX_LENGTH + 1))).fields).toEqual([expect.objectContaining({ field: 'body', code: 'TOO_LONG', max: MESSAGE_MAX_LENGTH })]);
    expect((await refused(42)).code).toBe('VALIDATION_FAILED');
    const none = await http().post(`/api/conversations/${conversation.id}/messages`).set('Authorization', ctx.as('vendor')).send({}).expect(400);
    expect(none.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'body' })]));
    // The limit itself is fine, and counted after trimming.
    await send('vendor', conversation.id, ` ${'y'.repeat(MESSAGE_MAX_LENGTH)} `).expect(201);
    expect(await rows('select length(body)::int as n from chat_messages where conversation_id = ?', [conversation.id])).toEqual([{ n: MESSAGE_MAX_LENGTH }]);
    // Opening needs a kind, and an order id for an order.
    expect((await open('vendor', { kind: 'order' }).expect(400)).body.fields).toEqual([expect.objectContaining({ field: 'order_id' })]);
    expect((await open('vendor', { kind: 'group' }).expect(400)).body.fields).toEqual([expect.objectContaining({ field: 'kind', code: 'NOT_ONE_OF' })]);
  });

  it('pages a long conversation by keyset, newest last; the cursor reads older messages without gaps or repeats', async () => {
    const { conversation } = await orderConversation();
    const [{ id: conversationId }] = [conversation];
    // 60 messages written at once (one statement: many share an instant, the id breaks ties).
    await rows(
      `insert into chat_messages (id, conversation_id, author_id, author_role, body, created_at)
       select gen_random_uuid(), ?, ?, 'vendor', 'm' || lpad(n::text, 2, '0'), timestamptz '2026-01-01' + (n / 3) * interval '1 second'
         from generate_series(1, 60) n`,
      [conversationId, ctx.sessions.vendor.user.id],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body = (await page('tech2', conversationId, cursor ? { cursor, limit: '25' } : { limit: '25' }).expect(200)).body as ChatMessagePage;
      const times = body.items.map((message) => message.created_at);
      expect([...times].sort()).toEqual(times);
      seen.unshift(...body.items.map((message) => message.body));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen.at(-1)).toBe('m60');
    await page('tech2', conversationId, { cursor: 'forged' }).expect(400);
  });

  it('a conversation of 10,000 messages opens with its last page in ≤ 50 ms (keyset on its index), the list counts them unread', async () => {
    const { conversation } = await orderConversation();
    await rows(
      `insert into chat_messages (id, conversation_id, author_id, author_role, body, created_at)
       select gen_random_uuid(), ?, ?, 'vendor', 'message ' || n, timestamptz '2026-01-01' + n * interval '1 second' from generate_series(1, 10000) n`,
      [conversation.id, ctx.sessions.vendor.user.id],
    );
    await rows('update conversations set last_message_at = ? where id = ?', ['2026-01-01T02:46:40Z', conversation.id]);
    await rows('analyze chat_messages');
    const times: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const started = performance.now();
      const body = (await page('tech2', conversation.id).expect(200)).body as ChatMessagePage;
      times.push(performance.now() - started);
      expect(body.items.at(-1)?.body).toBe('message 10000');
      expect(body.items).toHaveLength(25);
    }
    const median = [...times].sort((a, b) => a - b)[3];
    expect(median).toBeLessThanOrEqual(50);
    expect(await find('tech2', conversation.id)).toMatchObject({ unread: 10_000 });
  });

  it('pushes a new message to the technician in its language, never its own', async () => {
    const phone = new TestBrowser(pushService);
    await http().post('/api/push/subscriptions').set('Authorization', ctx.as('tech2')).set('Accept-Language', 'ru').send(phone.subscription()).expect(201);
    // The assignment's own push comes first.
    const assigned = pushService.nextPushTo(phone.path);
    const { order, conversation } = await orderConversation();
    expect(phone.decrypt((await assigned).body)).toMatchObject({ data: { action: 'order_assigned', order_id: order.id } });

    const arrived = pushService.nextPushTo(phone.path);
    await send('vendor', conversation.id, 'Код от домофона 1234').expect(201);
    const message = phone.decrypt((await arrived).body) as PushMessage;
    expect(message).toMatchObject({
      title: `Новое сообщение по заказу ${order.invoice_number}`,
      url: `/chat?conversation=${conversation.id}`,
      data: { action: 'chat_message', conversation_id: conversation.id },
    });
    expect(message.body).toContain('Код от домофона 1234');

    // Its own message is not pushed to it.
    const own = (await send('tech2', conversation.id, 'Спасибо').expect(201)).body as ChatMessage;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const jobs = await rows<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'push-to-technician' and data->>'what' = ?`, [`Chat message ${own.id}`]);
    expect(jobs).toEqual([{ n: 0 }]);
    await http().delete('/api/push/subscriptions').set('Authorization', ctx.as('tech2')).send({ endpoint: phone.endpoint }).expect(204);
  });
});

/**
 * Live delivery across two API processes (two apps here, as in test/realtime) on one Redis of the
 * test's own: a socket connected to process A receives a message posted to process B, and a
 * technician not on the order hears nothing.
 */
describe('chat: live delivery across two API processes through Redis', () => {
  let redis: OwnRedis;
  let db: ScratchDatabase;
  const apps: NestExpressApplication[] = [];
  let urlA: string;
  const sockets: Socket[] = [];
  const onB = () => request(apps[1].getHttpServer());
  const login = async (email: string) => (await onB().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body as AuthSession;

  beforeAll(async () => {
    const env = { JWT_SECRET: randomBytes(32).toString('base64url'), AUTH_RATE_LIMIT_PER_IP: '1000' };
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      redis = await startOwnRedis();
      db = await createTestDatabase();
      apps.push(await startApp(testConfig(db.databaseUrl, { SEED_DEMO: '1', REDIS_URL: redis.url })));
      apps.push(await startApp(testConfig(db.databaseUrl, { MIGRATE_ON_START: '0', REDIS_URL: redis.url })));
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    [urlA] = await Promise.all(apps.map(listen));
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const app of apps) await app.close();
    await db?.drop();
    await redis?.stop();
  });

  it('a message posted to B reaches the members’ sockets on A, and no one else’s', async () => {
    const [vendor, tech2, tech] = await Promise.all(['vendor', 'tech2', 'tech'].map((who) => login(`${who}@fixflow.test`)));
    const as = (session: AuthSession) => `Bearer ${session.access_token}`;
    const created = await onB()
      .post('/api/orders')
      .set('Authorization', as(vendor))
      .send({ customer_name: 'Ann Lee', phone: '(512) 555-0134', service_date: '2027-09-01', time_slot: 'morning' })
      .expect(201);
    await onB().post(`/api/orders/${created.body.id}/assign`).set('Authorization', as(vendor)).send({ technician_id: tech2.user.id }).expect(200);
    const conversation = (await onB().post('/api/conversations').set('Authorization', as(vendor)).send({ kind: 'order', order_id: created.body.id }).expect(200)).body as Conversation;

    const [techSocket, outsider] = [connect(urlA, tech2.access_token), connect(urlA, tech.access_token)];
    sockets.push(techSocket, outsider);
    await Promise.all([connected(techSocket), connected(outsider)]);
    let overheard = 0;
    outsider.on(REALTIME_EVENTS.chatMessage, () => (overheard += 1));

    const heard = nextEvent<ChatMessageEvent>(techSocket, REALTIME_EVENTS.chatMessage, (event) => event.conversation_id === conversation.id);
    const sent = (await onB().post(`/api/conversations/${conversation.id}/messages`).set('Authorization', as(vendor)).send({ body: 'Live from B' }).expect(201)).body as ChatMessage;
    const event = await heard;
    expect(event).toEqual({ conversation_id: conversation.id, message: sent });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(overheard).toBe(0);
  });
});
