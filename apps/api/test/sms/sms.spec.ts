import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type NotificationChangedEvent, REALTIME_EVENTS, type SmsChangedEvent, type SmsMessage, type SmsThread } from '@fixflow/contracts';
import { type AccountsTestContext, bearer, login, startAccountsApp } from '../support/accounts.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';
import { twilioSignature } from '../../src/sms/twilio-signature.js';

const TOKEN = 'fixflow-test-twilio-auth-token';
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_FROM = '+15125550100';
const SITE = 'https://fixflow.example.test';
/** Twilio's "To" for which the local Twilio answers 400, as it does for a number it cannot text. */
const UNTEXTABLE = '+17375550999';
/** Its first send meets a Twilio outage (503); the next one goes through. */
const OUTAGE = '+17375550998';

/** Twilio's documented algorithm, written out here apart from the API's: URL + sorted name/value pairs, HMAC-SHA1, base64. */
function sign(path: string, params: Record<string, string>, token = TOKEN): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], SITE + path);
  return createHmac('sha1', token).update(data).digest('base64');
}

interface TwilioCall {
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A local Twilio REST API: POST …/Messages.json answers a SID (or a 400 for UNTEXTABLE) and keeps what it was sent. */
async function startTwilio(): Promise<{ url: string; calls: TwilioCall[]; close(): Promise<void> }> {
  const calls: TwilioCall[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ path: request.url ?? '', headers: request.headers, form });
      if (form.get('To') === OUTAGE && calls.filter((call) => call.form.get('To') === OUTAGE).length === 1) {
        response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20500, message: 'Internal server error', status: 503 }));
        return;
      }
      if (form.get('To') === UNTEXTABLE) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(
          JSON.stringify({ code: 21211, message: `The 'To' number ${UNTEXTABLE} is not a valid phone number.`, more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 }),
        );
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${String(calls.length).padStart(32, '0')}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let sidSequence = 0;
const freshSid = () => `SM${Date.now().toString(16)}${String((sidSequence += 1)).padStart(8, '0')}`;

/** A live event within 5 s, or a failure naming it. */
const within = <T>(promise: Promise<T>, what: string) =>
  Promise.race([promise, new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`no ${what} within 5 s`)), 5000).unref())]);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Twilio’s signature (the documented example)', () => {
  it('our algorithm gives the signature of Twilio’s worked example', () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });
});

describe('texts through Twilio (issue 15 items 1, 2)', () => {
  let ctx: AccountsTestContext;
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  let vendor: string;
  let vendor2: string;
  let admin: string;

  beforeAll(async () => {
    twilio = await startTwilio();
    ctx = await startAccountsApp(
      { SITE_URL: SITE },
      { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM, TWILIO_API_BASE: twilio.url },
    );
    vendor = bearer(await login(ctx, 'vendor@fixflow.test'));
    vendor2 = bearer(await login(ctx, 'vendor2@fixflow.test'));
    admin = bearer(await login(ctx, 'admin@fixflow.test'));
  });
  afterAll(async () => {
    await ctx?.close();
    await twilio?.close();
  });

  const customer = async (as: string, phone: string, name = 'Text Customer'): Promise<string> => {
    const res = await ctx.http().post('/api/customers').set('Authorization', as).send({ name, phone });
    if (res.status !== 201) throw new Error(`customer → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  /** A text arriving as Twilio posts it, signed. */
  const incoming = (params: Record<string, string>, signature: string | null = sign('/api/sms/incoming', params)) => {
    const req = ctx.http().post('/api/sms/incoming').type('form');
    return (signature === null ? req : req.set('X-Twilio-Signature', signature)).send(params);
  };
  const text = (from: string, body: string, extra: Record<string, string> = {}) => ({
    MessageSid: freshSid(),
    AccountSid: ACCOUNT_SID,
    From: from,
    To: TWILIO_FROM,
    Body: body,
    NumMedia: '0',
    ...extra,
  });
  const thread = (as: string, customerId: string, query: Record<string, string> = {}) =>
    ctx.http().get(`/api/customers/${customerId}/messages`).query(query).set('Authorization', as);
  const badge = async (as: string) =>
    (await ctx.http().get('/api/notifications/unread-count').query({ type: 'sms_received' }).set('Authorization', as).expect(200)).body.count as number;
  const count = async (sql: string, params: unknown[]) => {
    const { EntityManager } = await import('@mikro-orm/postgresql');
    const [row] = await ctx.app.get(EntityManager).fork().execute<{ n: string }[]>(sql, params);
    return Number(row.n);
  };

  describe('the signature', () => {
    it('signed by Twilio → 200 TwiML', async () => {
      const res = await incoming(text('+17375550101', 'hello')).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });

    it('a wrong signature, or one over other params, or with another token → 403 and nothing stored', async () => {
      const params = text('+17375550101', 'forged');
      for (const signature of ['AAAAAAAAAAAAAAAAAAAAAAAAAAA=', sign('/api/sms/incoming', { ...params, Body: 'other' }), sign('/api/sms/incoming', params, 'another-token-0000')]) {
        const res = await incoming(params, signature).expect(403);
        expect(res.body).toMatchObject({ code: 'SMS_SIGNATURE_INVALID' });
      }
      expect(await count('select count(*) as n from sms_messages where provider_sid = ?', [params.MessageSid])).toBe(0);
    });

    it('no signature → 403', async () => {
      await incoming(text('+17375550101', 'unsigned'), null).expect(403);
    });

    it('signed over another URL (not the public SITE_URL) → 403', async () => {
      const params = text('+17375550101', 'elsewhere');
      const data = Object.keys(params).sort().reduce((all, name) => all + name + params[name as keyof typeof params], 'http://127.0.0.1/api/sms/incoming');
      await incoming(params, createHmac('sha1', TOKEN).update(data).digest('base64')).expect(403);
    });
  });

  describe('matching the sender', () => {
    it('one vendor’s customer: the text joins its thread, one notification, the badge counts it; repeated → one row', async () => {
      const id = await customer(vendor, '(737) 555-0102', 'Ann Lee');
      expect(await badge(vendor)).toBe(0);
      const params = text('+17375550102', 'Is the technician coming today?', { NumMedia: '1', MediaUrl0: 'https://api.twilio.com/media/ME1' });
      await incoming(params).expect(200);
      await incoming(params).expect(200);
      expect(await count('select count(*) as n from sms_messages where provider_sid = ?', [params.MessageSid])).toBe(1);
      expect(await count("select count(*) as n from notifications where type = 'sms_received' and data ->> 'customer_id' = ?", [id])).toBe(1);
      expect(await badge(vendor)).toBe(1);
      expect(await badge(vendor2)).toBe(0);
      const notification = (await ctx.http().get('/api/notifications').query({ type: 'sms_received' }).set('Authorization', vendor).expect(200)).body.items[0];
      const page = (await thread(vendor, id).expect(200)).body as SmsThread;
      expect(page.items).toEqual([
        expect.objectContaining({ direction: 'in', from: '+17375550102', to: TWILIO_FROM, body: 'Is the technician coming today?', status: 'received', media_urls: ['https://api.twilio.com/media/ME1'], customer_id: id }),
      ]);
      expect(notification.data).toEqual({ action: 'open_thread', customer_id: id, message_id: page.items[0].id });
      // Reading the thread read its notification: the badge follows.
      expect(await badge(vendor)).toBe(0);
    });

    it('nobody’s number, and a number two vendors’ customers share → the Unknown SMS queue, no vendor notified', async () => {
      await customer(vendor, '(737) 555-0103');
      await customer(vendor2, '(737) 555-0103');
      const before = [await badge(vendor), await badge(vendor2)];
      const nobody = text('+17375550199', 'who is this');
      const shared = text('+17375550103', 'my dryer again');
      await incoming(nobody).expect(200);
      await incoming(shared).expect(200);
      expect(await count("select count(*) as n from sms_messages where provider_sid in (?, ?) and vendor_id is null and customer_id is null and direction = 'in' and resolution is null", [nobody.MessageSid, shared.MessageSid])).toBe(2);
      expect([await badge(vendor), await badge(vendor2)]).toEqual(before);
    });

    it('a further number of a customer (customer_phones) matches it; with a primary of the same vendor, the primary wins', async () => {
      const { EntityManager } = await import('@mikro-orm/postgresql');
      const em = ctx.app.get(EntityManager).fork();
      const primary = await customer(vendor, '(737) 555-0104', 'Primary');
      const further = await customer(vendor, '(737) 555-0105', 'Further');
      const [{ vendor_id: vendorId }] = await em.execute<{ vendor_id: string }[]>('select vendor_id from customers where id = ?', [further]);
      // Further's second number is the one Primary has as its own; and +17375550106 is only Further's second.
      await em.execute('insert into customer_phones (id, vendor_id, customer_id, phone) values (gen_random_uuid(), ?, ?, ?), (gen_random_uuid(), ?, ?, ?)', [
        vendorId, further, '+17375550104', vendorId, further, '+17375550106',
      ]);
      await incoming(text('+17375550104', 'to the primary')).expect(200);
      await incoming(text('+17375550106', 'to the further number')).expect(200);
      expect(((await thread(vendor, primary).expect(200)).body as SmsThread).items.map((m) => m.body)).toEqual(['to the primary']);
      expect(((await thread(vendor, further).expect(200)).body as SmsThread).items.map((m) => m.body)).toEqual(['to the further number']);
    });

    it('a blocked number: kept as blocked, never queued, nobody told', async () => {
      const { EntityManager } = await import('@mikro-orm/postgresql');
      await ctx.app.get(EntityManager).fork().execute("insert into blocked_numbers (phone, reason) values ('+17375550107', 'spam')");
      const params = text('+17375550107', 'buy now');
      await incoming(params).expect(200);
      expect(await count("select count(*) as n from sms_messages where provider_sid = ? and resolution = 'blocked' and customer_id is null", [params.MessageSid])).toBe(1);
    });

    it('STOP opts the customer out (it can still text in, nothing goes out); START opts it back in', async () => {
      const id = await customer(vendor, '(737) 555-0108');
      await incoming(text('+17375550108', ' stop ')).expect(200);
      let page = (await thread(vendor, id).expect(200)).body as SmsThread;
      expect(page.opted_out).toBe(true);
      const refused = await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).set('Accept-Language', 'ru').send({ body: 'Are you there?' }).expect(409);
      expect(refused.body).toMatchObject({ code: 'CUSTOMER_OPTED_OUT', message: 'Клиент отказался от сообщений (ответил STOP)' });
      const english = await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: 'Are you there?' }).expect(409);
      expect(english.body.message).toBe('This customer has opted out of texts (replied STOP)');
      await incoming(text('+17375550108', 'Actually, one more question')).expect(200);
      page = (await thread(vendor, id).expect(200)).body as SmsThread;
      expect(page.items.map((m) => m.body)).toEqual([' stop ', 'Actually, one more question']);
      expect(page.items.every((m) => m.direction === 'in')).toBe(true);
      await incoming(text('+17375550108', 'START')).expect(200);
      expect(((await thread(vendor, id).expect(200)).body as SmsThread).opted_out).toBe(false);
      await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: 'Welcome back' }).expect(201);
    });
  });

  describe('threads', () => {
    it('another vendor gets 404 for the thread and for a reply; a technician 403; an admin reads it', async () => {
      const id = await customer(vendor, '(737) 555-0109');
      await incoming(text('+17375550109', 'private')).expect(200);
      expect((await thread(vendor2, id).expect(404)).body.code).toBe('CUSTOMER_NOT_FOUND');
      expect((await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor2).send({ body: 'hi' }).expect(404)).body.code).toBe('CUSTOMER_NOT_FOUND');
      const tech = bearer(await login(ctx, 'tech@fixflow.test'));
      await thread(tech, id).expect(403);
      expect(((await thread(admin, id).expect(200)).body as SmsThread).items.map((m) => m.body)).toEqual(['private']);
    });

    it('pages walk back from the newest, newest last within a page, no text twice', async () => {
      const id = await customer(vendor, '(737) 555-0110');
      for (let i = 1; i <= 7; i += 1) await incoming(text('+17375550110', `text ${i}`)).expect(200);
      const first = (await thread(vendor, id, { limit: '3' }).expect(200)).body as SmsThread;
      expect(first.items.map((m) => m.body)).toEqual(['text 5', 'text 6', 'text 7']);
      const second = (await thread(vendor, id, { limit: '3', cursor: first.next_cursor as string }).expect(200)).body as SmsThread;
      expect(second.items.map((m) => m.body)).toEqual(['text 2', 'text 3', 'text 4']);
      const third = (await thread(vendor, id, { limit: '3', cursor: second.next_cursor as string }).expect(200)).body as SmsThread;
      expect(third.items.map((m) => m.body)).toEqual(['text 1']);
      expect(third.next_cursor).toBeNull();
    });

    it('a reply: validated, trimmed, queued, then sent through Twilio (path, basic auth, form); its delivery report updates it', async () => {
      const id = await customer(vendor, '(737) 555-0111');
      const empty = await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: '   ' }).expect(400);
      expect(empty.body.code).toBe('VALIDATION_FAILED');
      await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: 'x'.repeat(1601) }).expect(400);
      const sent = (await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: '  On my way  ' }).expect(201)).body as SmsMessage;
      expect(sent).toMatchObject({ direction: 'out', body: 'On my way', to: '+17375550111', from: TWILIO_FROM, status: 'queued', customer_id: id });
      const done = await until(
        async () => ((await thread(vendor, id).expect(200)).body as SmsThread).items.at(-1) as SmsMessage,
        (message) => message.status !== 'queued',
        'the reply to be sent',
      );
      expect(done.status).toBe('sent');
      const call = twilio.calls.find((c) => c.form.get('To') === '+17375550111');
      expect(call?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
      expect(call?.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${TOKEN}`).toString('base64')}`);
      expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(call?.form ?? [])).toEqual({ To: '+17375550111', From: TWILIO_FROM, Body: 'On my way', StatusCallback: `${SITE}/api/sms/status` });
      const sid = (await import('@mikro-orm/postgresql')).EntityManager;
      const [{ provider_sid: providerSid }] = await ctx.app.get(sid).fork().execute<{ provider_sid: string }[]>('select provider_sid from sms_messages where id = ?', [sent.id]);
      // Twilio's report, signed: unsigned it is refused; signed, delivered.
      const report = { MessageSid: providerSid, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID };
      await ctx.http().post('/api/sms/status').type('form').send(report).expect(403);
      await ctx.http().post('/api/sms/status').type('form').set('X-Twilio-Signature', sign('/api/sms/status', report)).send(report).expect(200);
      expect(((await thread(vendor, id).expect(200)).body as SmsThread).items.at(-1)?.status).toBe('delivered');
      // A late "sent" never moves it back.
      const late = { ...report, MessageStatus: 'sent' };
      await ctx.http().post('/api/sms/status').type('form').set('X-Twilio-Signature', sign('/api/sms/status', late)).send(late).expect(200);
      expect(((await thread(vendor, id).expect(200)).body as SmsThread).items.at(-1)?.status).toBe('delivered');
    });

    it('a Twilio outage (503) is retried by the job, and the text goes out', async () => {
      const id = await customer(vendor, OUTAGE);
      await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: 'After the outage' }).expect(201);
      const done = await until(
        async () => ((await thread(vendor, id).expect(200)).body as SmsThread).items.at(-1) as SmsMessage,
        (message) => message.status !== 'queued',
        'the retried reply',
        30_000,
      );
      expect(done).toMatchObject({ status: 'sent', error: null });
      expect(twilio.calls.filter((c) => c.form.get('To') === OUTAGE)).toHaveLength(2);
    }, 40_000);

    it('Twilio refusing a text (400) → failed with its words, not retried', async () => {
      const id = await customer(vendor, UNTEXTABLE);
      await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: 'hello?' }).expect(201);
      const done = await until(
        async () => ((await thread(vendor, id).expect(200)).body as SmsThread).items.at(-1) as SmsMessage,
        (message) => message.status !== 'queued',
        'the reply to fail',
      );
      expect(done).toMatchObject({ status: 'failed', error: `The 'To' number ${UNTEXTABLE} is not a valid phone number. (Twilio error 21211)` });
      expect(twilio.calls.filter((c) => c.form.get('To') === UNTEXTABLE)).toHaveLength(1);
    });
  });
});

describe('texts on a fresh machine: no Twilio configured (issue 15 item 2)', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await startAccountsApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('an unsigned webhook is accepted; a reply is recorded and the admin lists it in the SMS outbox', async () => {
    const vendor = bearer(await login(ctx, 'vendor@fixflow.test'));
    const admin = bearer(await login(ctx, 'admin@fixflow.test'));
    const created = await ctx.http().post('/api/customers').set('Authorization', vendor).send({ name: 'Local Customer', phone: '(737) 555-0120' }).expect(201);
    const id = created.body.id as string;
    await ctx.http().post('/api/sms/incoming').type('form').send({ MessageSid: freshSid(), From: '+17375550120', To: '+15125550100', Body: 'hi', NumMedia: '0' }).expect(200);
    expect((await ctx.http().get('/api/notifications/unread-count').query({ type: 'sms_received' }).set('Authorization', vendor).expect(200)).body.count).toBe(1);
    const sent = (await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: 'Recorded, not sent' }).expect(201)).body as SmsMessage;
    const done = await until(
      async () => ((await ctx.http().get(`/api/customers/${id}/messages`).set('Authorization', vendor).expect(200)).body as SmsThread).items,
      (items) => items.at(-1)?.status !== 'queued',
      'the local transport',
    );
    expect(done.map((m) => [m.direction, m.body, m.status])).toEqual([
      ['in', 'hi', 'received'],
      ['out', 'Recorded, not sent', 'recorded'],
    ]);
    expect((await ctx.http().get('/api/notifications/unread-count').query({ type: 'sms_received' }).set('Authorization', vendor).expect(200)).body.count).toBe(0);
    const outbox = (await ctx.http().get('/api/admin/sms-outbox').set('Authorization', admin).expect(200)).body as SmsMessage[];
    expect(outbox[0]).toMatchObject({ id: sent.id, to: '+17375550120', body: 'Recorded, not sent', status: 'recorded' });
    await ctx.http().get('/api/admin/sms-outbox').set('Authorization', vendor).expect(403);
  });

  it('live: the vendor hears its texts, the badge’s notifications and the reply’s statuses; the admins hear unknown texts', async () => {
    const url = await listen(ctx.app);
    const vendorSession = await login(ctx, 'vendor@fixflow.test');
    const adminSession = await login(ctx, 'admin@fixflow.test');
    const vendorSocket = connect(url, vendorSession.access_token);
    const adminSocket = connect(url, adminSession.access_token);
    try {
      await Promise.all([connected(vendorSocket), connected(adminSocket)]);
      const vendor = bearer(vendorSession);
      const id = (await ctx.http().post('/api/customers').set('Authorization', vendor).send({ name: 'Live Customer', phone: '(737) 555-0121' }).expect(201)).body.id as string;
      const received = nextEvent<SmsChangedEvent>(vendorSocket, REALTIME_EVENTS.smsChanged, (event) => event.customer_id === id);
      const created = nextEvent<NotificationChangedEvent>(vendorSocket, REALTIME_EVENTS.notificationChanged, (event) => event.action === 'created');
      await ctx.http().post('/api/sms/incoming').type('form').send({ MessageSid: freshSid(), From: '+17375550121', To: '+15125550100', Body: 'live?' }).expect(200);
      expect(await within(received, 'sms.changed received')).toMatchObject({ action: 'received', customer_id: id, message: { body: 'live?', direction: 'in' } });
      expect(await within(created, 'notification created')).toMatchObject({ action: 'created', type: 'sms_received' });
      const read = nextEvent<NotificationChangedEvent>(vendorSocket, REALTIME_EVENTS.notificationChanged, (event) => event.action === 'read');
      await ctx.http().get(`/api/customers/${id}/messages`).set('Authorization', vendor).expect(200);
      expect(await within(read, 'notification read')).toMatchObject({ action: 'read', type: 'sms_received' });
      const recorded = nextEvent<SmsChangedEvent>(vendorSocket, REALTIME_EVENTS.smsChanged, (event) => event.action === 'status' && event.customer_id === id);
      await ctx.http().post(`/api/customers/${id}/messages`).set('Authorization', vendor).send({ body: 'Yes, live' }).expect(201);
      expect(await within(recorded, 'sms.changed recorded')).toMatchObject({ action: 'status', message: { body: 'Yes, live', status: 'recorded' } });
      const unknown = nextEvent<SmsChangedEvent>(adminSocket, REALTIME_EVENTS.smsChanged);
      await ctx.http().post('/api/sms/incoming').type('form').send({ MessageSid: freshSid(), From: '+17375550122', To: '+15125550100', Body: 'anyone?' }).expect(200);
      expect(await within(unknown, 'sms.changed to the admin')).toMatchObject({ action: 'received', customer_id: null, message: { body: 'anyone?', customer_id: null } });
    } finally {
      vendorSocket.disconnect();
      adminSocket.disconnect();
    }
  });
});
