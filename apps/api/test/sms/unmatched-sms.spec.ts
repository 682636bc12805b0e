import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDashboard, NotificationList, UnmatchedSms, UnmatchedSmsList } from '@fixflow/contracts';
import { SmsMessage } from '../../src/sms/sms-message.entity.js';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';

/**
 * The admins' Unknown SMS queue (issue 15 item 3). Texts the webhook could not give to exactly one
 * vendor's customer are stored through the ORM here (the fixture the webhook would write), then
 * resolved through the API as an admin would.
 */
describe('the Unknown SMS queue (issue 15)', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const rows = <T>(sql: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(sql, params);
  let sequence = 0;
  /** A number no customer of the file has yet (+1 512 555 and four digits). */
  const freshNumber = () => `+1512555${String(7000 + (sequence += 1)).padStart(4, '0')}`;

  /** An incoming text with no customer, as the webhook stores one it could not match. */
  async function unknownText(from: string, body = 'Is my washer fixed?'): Promise<string> {
    const em = ctx.app.get(EntityManager).fork();
    const text = em.create(SmsMessage, { direction: 'in', fromNumber: from, toNumber: '+15125550100', body, status: 'received', providerSid: `SM${crypto.randomUUID().replace(/-/g, '')}` });
    await em.flush();
    return text.id;
  }
  const customerOf = async (who: 'vendor' | 'vendor2', name: string, phone: string) =>
    (await ctx.http().post('/api/customers').set('Authorization', ctx.as(who)).send({ name, phone }).expect(201)).body as { id: string; vendor_id: string };
  /** Twilio's webhook, unsigned (this app has no TWILIO_AUTH_TOKEN), as a text arriving. */
  const webhook = (from: string, body: string) =>
    ctx.http().post('/api/sms/incoming').type('form').send({ MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`, From: from, To: '+15125550100', Body: body, NumMedia: '0' }).expect(200);
  const list = async (status: 'open' | 'resolved' = 'open', query: Record<string, string> = {}) =>
    (await ctx.http().get('/api/admin/unmatched-sms').query({ status, ...query }).set('Authorization', ctx.as('admin')).expect(200)).body as UnmatchedSmsList;
  const attach = (id: string, body: object) => ctx.http().post(`/api/admin/unmatched-sms/${id}/attach`).set('Authorization', ctx.as('admin')).send(body);
  const dismiss = (id: string, body: object = {}) => ctx.http().post(`/api/admin/unmatched-sms/${id}/dismiss`).set('Authorization', ctx.as('admin')).send(body);
  const smsNotifications = async (who: 'vendor' | 'vendor2') =>
    ((await ctx.http().get('/api/notifications').query({ type: 'sms_received' }).set('Authorization', ctx.as(who)).expect(200)).body as NotificationList).items;

  it('lists an open text with every vendor’s customer of that number as a candidate, oldest first', async () => {
    const shared = freshNumber();
    const ann = await customerOf('vendor', 'Ann Lee', shared);
    const bob = await customerOf('vendor2', 'Bob Stone', shared);
    const first = await unknownText(shared, 'first');
    const second = await unknownText(freshNumber(), 'second');
    const open = await list();
    const ids = open.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = open.items.find((entry) => entry.id === first) as UnmatchedSms;
    expect(item).toMatchObject({ from: shared, body: 'first', resolution: null, resolved_by: null, customer_id: null });
    expect(item.candidates.map((candidate) => [candidate.customer_id, candidate.customer_name]).sort()).toEqual(
      [[ann.id, 'Ann Lee'], [bob.id, 'Bob Stone']].sort(),
    );
    expect(item.candidates.every((candidate) => candidate.vendor_name.length > 0 && candidate.phone === shared)).toBe(true);
    expect(open.items.find((entry) => entry.id === second)?.candidates).toEqual([]);
  });

  it('pages the open queue oldest first by its cursor', async () => {
    const ids = [await unknownText(freshNumber(), 'p1'), await unknownText(freshNumber(), 'p2'), await unknownText(freshNumber(), 'p3')];
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list('open', { limit: '2', ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('attaches a text to a customer, keeping the number: the text joins its thread, the vendor is told, the number now matches', async () => {
    const from = freshNumber();
    const customer = await customerOf('vendor', 'Cara Diaz', freshNumber());
    const id = await unknownText(from, 'my new phone');
    const before = (await smsNotifications('vendor')).length;
    const res = await attach(id, { customer_id: customer.id, add_number: true }).expect(200);
    expect(res.body).toMatchObject({ id, resolution: 'attached', customer_id: customer.id, customer_name: 'Cara Diaz', resolved_by: ctx.sessions.admin.user.id });
    expect((res.body as UnmatchedSms).resolved_at).not.toBeNull();
    const [text] = await rows<{ vendor_id: string; customer_id: string }>('select vendor_id, customer_id from sms_messages where id = ?', [id]);
    expect(text).toEqual({ vendor_id: customer.vendor_id, customer_id: customer.id });
    expect(await rows('select customer_id from customer_phones where phone = ?', [from])).toEqual([{ customer_id: customer.id }]);
    // The vendor reads it in the customer's thread.
    const thread = await ctx.http().get(`/api/customers/${customer.id}/messages`).set('Authorization', ctx.as('vendor')).expect(200);
    expect((thread.body as { items: { id: string; body: string }[] }).items.map((item) => item.body)).toContain('my new phone');
    const notes = await smsNotifications('vendor');
    expect(notes.length).toBe(before + 1);
    expect(notes[0].data).toEqual({ action: 'open_thread', customer_id: customer.id, message_id: id });
    // It left the queue for the Resolved tab, with who did it.
    expect((await list()).items.some((item) => item.id === id)).toBe(false);
    const resolved = (await list('resolved')).items.find((item) => item.id === id);
    expect(resolved).toMatchObject({ resolution: 'attached', customer_id: customer.id });
    expect(resolved?.resolved_by_name).toBeTruthy();
    // A stored text from that number lists the customer as its candidate through customer_phones…
    const next = await unknownText(from, 'again');
    expect((await list()).items.find((item) => item.id === next)?.candidates.map((candidate) => candidate.customer_id)).toEqual([customer.id]);
    // …and the webhook gives the next one straight to the customer's thread.
    await webhook(from, 'straight to the thread');
    const [arrived] = await rows<{ customer_id: string | null }>('select customer_id from sms_messages where body = ? and from_number = ?', ['straight to the thread', from]);
    expect(arrived.customer_id).toBe(customer.id);
  });

  it('attaches without keeping the number: no customer_phones row', async () => {
    const from = freshNumber();
    const customer = await customerOf('vendor', 'Dan Ek', freshNumber());
    const id = await unknownText(from);
    await attach(id, { customer_id: customer.id }).expect(200);
    expect(await rows('select 1 from customer_phones where phone = ?', [from])).toEqual([]);
  });

  it('creates a customer of a vendor with the sender’s number; the text is its first', async () => {
    const from = freshNumber();
    const id = await unknownText(from, 'hello, new here');
    const vendorId = ctx.sessions.vendor2.user.id;
    const [vendor] = await rows<{ id: string }>('select id from vendors where user_id = ?', [vendorId]);
    const res = await attach(id, { vendor_id: vendor.id, name: ' Eve  Park ' }).expect(200);
    const body = res.body as UnmatchedSms;
    expect(body).toMatchObject({ resolution: 'customer_created', customer_name: 'Eve Park' });
    const [customer] = await rows<{ vendor_id: string; phone: string; first_name: string; last_name: string }>(
      'select vendor_id, phone, first_name, last_name from customers where id = ?',
      [body.customer_id],
    );
    expect(customer).toEqual({ vendor_id: vendor.id, phone: from, first_name: 'Eve', last_name: 'Park' });
    expect((await smsNotifications('vendor2'))[0].data).toMatchObject({ customer_id: body.customer_id, message_id: id });
  });

  it('dismisses a text: out of the queue, into no thread, with the reason kept', async () => {
    const id = await unknownText(freshNumber(), 'WIN A PRIZE');
    const res = await dismiss(id, { reason: 'spam' }).expect(200);
    expect(res.body).toMatchObject({ resolution: 'dismissed', customer_id: null, reason: 'spam' });
    expect((await list()).items.some((item) => item.id === id)).toBe(false);
  });

  it('blocks a number: its other queued texts go too and it is on the block list', async () => {
    const from = freshNumber();
    const id = await unknownText(from, 'spam 1');
    const other = await unknownText(from, 'spam 2');
    await dismiss(id, { block: true }).expect(200);
    expect(await rows('select phone from blocked_numbers where phone = ?', [from])).toEqual([{ phone: from }]);
    const [row] = await rows<{ resolution: string }>('select resolution from sms_messages where id = ?', [other]);
    expect(row.resolution).toBe('blocked');
    expect((await list()).items.some((item) => item.id === id || item.id === other)).toBe(false);
    // The next text from it never reaches the queue.
    await webhook(from, 'spam 3');
    expect((await list()).items.some((item) => item.body === 'spam 3')).toBe(false);
    const [third] = await rows<{ resolution: string }>('select resolution from sms_messages where body = ? and from_number = ?', ['spam 3', from]);
    expect(third.resolution).toBe('blocked');
  });

  it('a text from a number two vendors’ customers share reaches the queue through the webhook, never a thread', async () => {
    const shared = freshNumber();
    await customerOf('vendor', 'Hal One', shared);
    await customerOf('vendor2', 'Ida Two', shared);
    await webhook(shared, 'whose am I?');
    const item = (await list()).items.find((entry) => entry.body === 'whose am I?');
    expect(item?.candidates).toHaveLength(2);
  });

  it('a text is resolved once: a second attach or dismiss is 409 SMS_ALREADY_RESOLVED', async () => {
    const customer = await customerOf('vendor', 'Fay Gold', freshNumber());
    const id = await unknownText(freshNumber());
    await dismiss(id).expect(200);
    expect((await attach(id, { customer_id: customer.id }).expect(409)).body.code).toBe('SMS_ALREADY_RESOLVED');
    expect((await dismiss(id, { block: true }).expect(409)).body.code).toBe('SMS_ALREADY_RESOLVED');
    // Two admins at once: one wins, the other is told.
    const raced = await unknownText(freshNumber());
    const answers = await Promise.all([attach(raced, { customer_id: customer.id }), dismiss(raced)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses what cannot be: an unknown id, a text of a thread, an unknown customer or vendor, an empty body', async () => {
    const customer = await customerOf('vendor', 'Gil Hart', freshNumber());
    expect((await attach(crypto.randomUUID(), { customer_id: customer.id }).expect(404)).body.code).toBe('SMS_NOT_FOUND');
    expect((await dismiss('not-an-id').expect(404)).body.code).toBe('SMS_NOT_FOUND');
    const id = await unknownText(freshNumber());
    expect((await attach(id, { customer_id: crypto.randomUUID() }).expect(404)).body.code).toBe('CUSTOMER_NOT_FOUND');
    expect((await attach(id, { vendor_id: crypto.randomUUID(), name: 'Ivy' }).expect(404)).body.code).toBe('VENDOR_NOT_FOUND');
    const empty = await attach(id, {}).expect(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect((await attach(id, { vendor_id: customer.vendor_id }).expect(400)).body.fields.map((field: { field: string }) => field.field)).toEqual(['name']);
    // A text the webhook gave to a customer is a thread's, not the queue's.
    await attach(id, { customer_id: customer.id }).expect(200);
    const em = ctx.app.get(EntityManager).fork();
    const matched = em.create(SmsMessage, { direction: 'in', fromNumber: freshNumber(), toNumber: '+15125550100', body: 'hi', status: 'received', vendorId: customer.vendor_id, customerId: customer.id });
    await em.flush();
    expect((await dismiss(matched.id).expect(404)).body.code).toBe('SMS_NOT_FOUND');
  });

  it('is the admins’ only: vendors and technicians are refused, anonymous callers unauthenticated', async () => {
    const id = await unknownText(freshNumber());
    for (const who of ['vendor', 'vendor2', 'tech', 'tech2'] as const) {
      await ctx.http().get('/api/admin/unmatched-sms').set('Authorization', ctx.as(who)).expect(403);
      await ctx.http().post(`/api/admin/unmatched-sms/${id}/dismiss`).set('Authorization', ctx.as(who)).send({}).expect(403);
    }
    await ctx.http().get('/api/admin/unmatched-sms').expect(401);
    expect((await list()).items.some((item) => item.id === id)).toBe(true);
  });

  it('the admin dashboard counts the open queue', async () => {
    const count = async () => ((await ctx.http().get('/api/dashboard/admin').set('Authorization', ctx.as('admin')).expect(200)).body as AdminDashboard).unmatched_sms;
    const before = await count();
    const id = await unknownText(freshNumber());
    expect(await count()).toBe(before + 1);
    await dismiss(id).expect(200);
    expect(await count()).toBe(before);
  });
});
