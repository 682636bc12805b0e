import { createECDH, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_WEEKLY_HOURS, type Order, type SettlementList } from '@fixflow/contracts';
import { type AccountsTestContext, bearer, DEMO_PASSWORD, startAccountsApp } from '../support/accounts.js';
import { freshDate, ORDER_BODY, transitionBody } from '../support/orders.js';
import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { RosterRepository } from '../../src/technicians/roster.repository.js';
import { SettlementsService } from '../../src/settlements/settlements.service.js';
import { SmsMessage } from '../../src/sms/sms-message.entity.js';
import { type Caller, type Callers, CALLERS, freshPhone, newOrder, signInCallers, signUp } from './callers.js';

/**
 * THE ACCESS TABLE: every operation of the app's OpenAPI document, run as each of nine callers,
 * answers the status written here. An operation the document has and the table lacks (or the
 * other way round) fails the first test, naming it.
 *
 * Adding an endpoint: add one entry to OPERATIONS, keyed exactly as the failure names it
 * (`METHOD /api/path/{param}`, as the OpenAPI document spells the path), with
 * - `statuses`: the status for each caller, in the column order of `row(…)` below;
 * - `call` (optional): the path parameters, query and body to send; it may create what it needs
 *   through the API first (a fresh order, a time-off entry), so a write never spoils later rows;
 * - `ownSession`: for an operation that ends or changes the caller's session (sign-out, password),
 *   the caller signs in afresh for it instead of using its one shared session.
 *
 * Callers: technician = tech2, on the vendor's roster only and assigned to the fixture order;
 * other technician = tech (not assigned to it). Rows run in the order written; the password row
 * ends every other session of each account, so it stays last.
 */

type Statuses = readonly [number, number, number, number, number, number, number, number, number];
/** anonymous, vendor, other vendor, pending vendor, suspended vendor, technician, other technician, inactive technician, admin */
const row = (...statuses: Statuses) => statuses;

interface Fixtures {
  ctx: AccountsTestContext;
  callers: Callers;
  vendor: string;
  /** The vendor's order, assigned to the technician. */
  order: Order;
  vendorId: string;
  technicianId: string;
  /** A technician on no roster until a row adds it (POST/DELETE /api/technicians). */
  rosterTarget: { id: string; email: string };
  notificationId: string;
}

interface Call {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

interface Operation {
  statuses: Statuses;
  call?: (f: Fixtures, caller: Caller) => Call | Promise<Call>;
  ownSession?: true;
}

const ALL_OK = (status: number) => row(status, status, status, status, status, status, status, status, status);
const SIGNED_IN = (status: number) => row(401, status, status, status, status, status, status, status, status);

const pushKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

/** Puts the roster target on the vendor's roster and off the other vendor's (or off both). */
async function rosterTargetOn(f: Fixtures, vendor: boolean): Promise<void> {
  const other = f.callers.header('otherVendor') as string;
  await f.ctx.http().delete(`/api/technicians/${f.rosterTarget.id}`).set('Authorization', other);
  if (!vendor) {
    await f.ctx.http().delete(`/api/technicians/${f.rosterTarget.id}`).set('Authorization', f.vendor);
    return;
  }
  // The target cannot sign in (its email is unconfirmed): its acceptance is written directly.
  const invited = await f.ctx.http().post('/api/technicians').set('Authorization', f.vendor).send({ email: f.rosterTarget.email });
  if (invited.status === 202) await f.ctx.app.get(RosterRepository).answer(invited.body.id, f.rosterTarget.id, 'accepted');
}

/** A fresh order of the vendor's, offered to its roster (issue 17). */
async function openOffer(f: Fixtures): Promise<{ id: string; order_id: string }> {
  const order = await newOrder(f.ctx, f.vendor);
  const offered = await f.ctx.http().post(`/api/orders/${order.id}/offer`).set('Authorization', f.vendor).send({});
  if (offered.status !== 201) throw new Error(`offer → ${offered.status} ${JSON.stringify(offered.body)}`);
  return offered.body as { id: string; order_id: string };
}

/** One order of the vendor's, completed by its technician with figures: the financials rows read it. */
let completed: Promise<Order> | undefined;
function completedOrder(f: Fixtures): Promise<Order> {
  completed ??= (async () => {
    const order = await newOrder(f.ctx, f.vendor, f.technicianId);
    const technician = f.callers.header('technician') as string;
    for (const body of [{ to: 'accepted' }, { to: 'in_progress' }, transitionBody('completed')]) {
      const moved = await f.ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', technician).send(body);
      if (moved.status !== 200) throw new Error(`move → ${moved.status} ${JSON.stringify(moved.body)}`);
    }
    return order;
  })();
  return completed;
}

/** A weekly statement between the vendor and the technician: one closed job, settled by the weekly build. */
let statement: Promise<string> | undefined;
function statementOf(f: Fixtures): Promise<string> {
  statement ??= (async () => {
    const order = await completedOrder(f);
    const closed = await f.ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', f.vendor).send({ to: 'closed' });
    if (closed.status !== 200) throw new Error(`close → ${closed.status} ${JSON.stringify(closed.body)}`);
    await f.ctx.app.get(SettlementsService).buildDue(new Date(Date.now() + 7 * 86_400_000));
    const list = await f.ctx.http().get('/api/settlements').set('Authorization', f.vendor);
    return (list.body as SettlementList).items[0].id;
  })();
  return statement;
}

/** A closed order of the vendor's (completed by the technician, closed by the vendor): the rating row rates it. */
let closed: Promise<Order> | undefined;
function closedOrder(f: Fixtures): Promise<Order> {
  closed ??= (async () => {
    const order = await newOrder(f.ctx, f.vendor, f.technicianId);
    const technician = f.callers.header('technician') as string;
    for (const [who, body] of [[technician, { to: 'accepted' }], [technician, { to: 'in_progress' }], [technician, transitionBody('completed')], [f.vendor, { to: 'closed' }]] as const) {
      const moved = await f.ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', who).send(body);
      if (moved.status !== 200) throw new Error(`move → ${moved.status} ${JSON.stringify(moved.body)}`);
    }
    return order;
  })();
  return closed;
}

/** A new order for the customer of the completed one, at its address for the same appliance type: a suspected recall. */
let recall: Promise<Order> | undefined;
function recallOrder(f: Fixtures): Promise<Order> {
  recall ??= (async () => {
    await completedOrder(f);
    const order = await newOrder(f.ctx, f.vendor);
    if (order.recall_status !== 'suspected') throw new Error(`expected a suspected recall, got ${JSON.stringify(order)}`);
    return order;
  })();
  return recall;
}

/** An appliance of the fixture customer, with an open order for it assigned to the technician (who may fill its serial). */
let appliance: Promise<string> | undefined;
function applianceOnSite(f: Fixtures): Promise<string> {
  appliance ??= (async () => {
    const created = await f.ctx.http().post(`/api/customers/${f.order.customer_id}/appliances`).set('Authorization', f.vendor).send({ type: 'Refrigerator' });
    if (created.status !== 201) throw new Error(`appliance → ${created.status} ${JSON.stringify(created.body)}`);
    const order = await f.ctx.http().post('/api/orders').set('Authorization', f.vendor).send({ ...ORDER_BODY, service_date: freshDate(), appliance_id: created.body.id });
    if (order.status !== 201) throw new Error(`order → ${order.status} ${JSON.stringify(order.body)}`);
    await f.ctx.http().post(`/api/orders/${order.body.id}/assign`).set('Authorization', f.vendor).send({ technician_id: f.technicianId }).expect(200);
    return created.body.id as string;
  })();
  return appliance;
}

/** The conversation about the fixture order (the vendor's, assigned to the technician), opened by the vendor. */
let conversation: Promise<string> | undefined;
function orderConversation(f: Fixtures): Promise<string> {
  conversation ??= (async () => {
    const opened = await f.ctx.http().post('/api/conversations').set('Authorization', f.vendor).send({ kind: 'order', order_id: f.order.id });
    if (opened.status !== 200) throw new Error(`open conversation → ${opened.status} ${JSON.stringify(opened.body)}`);
    return opened.body.id as string;
  })();
  return conversation;
}

/** A fresh text in the admins' Unknown SMS queue (issue 15), as the webhook stores one it cannot match. */
async function unknownText(f: Fixtures): Promise<string> {
  const em = f.ctx.app.get(EntityManager).fork();
  const text = em.create(SmsMessage, { direction: 'in', fromNumber: '+17375550199', toNumber: '+15125550100', body: 'Table row', status: 'received' });
  await em.flush();
  return text.id;
}

/** A fresh open invitation from the other vendor to the technician (tech2), for it to answer. */
async function openInvitation(f: Fixtures): Promise<Call> {
  const other = f.callers.header('otherVendor') as string;
  await f.ctx.app.get(EntityManager).fork().execute('delete from vendor_technicians where vendor_id = (select id from vendors where user_id = ?) and technician_id = ?', [
    f.callers.userId('otherVendor'),
    f.technicianId,
  ]);
  const invited = await f.ctx.http().post('/api/technicians').set('Authorization', other).send({ email: 'tech2@fixflow.test' }).expect(202);
  return { path: { id: invited.body.id } };
}

const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': { statuses: ALL_OK(200) },
  'GET /api/health/ready': { statuses: ALL_OK(200) },
  'POST /api/auth/signup': { statuses: ALL_OK(201), call: () => ({ body: { phone: freshPhone(), password: 'Lantern-gravel-42', role: 'technician' } }) },
  'POST /api/auth/login': { statuses: ALL_OK(200), call: () => ({ body: { email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' } }) },
  'POST /api/auth/refresh': { statuses: ALL_OK(401), call: () => ({ body: { refresh_token: 'not-a-token' } }) },
  'POST /api/auth/recover': { statuses: ALL_OK(200), call: () => ({ body: { email: 'nobody@fixflow.test' } }) },
  'GET /api/auth/verify': { statuses: ALL_OK(303) },
  // Sign-in through an OpenID Connect provider (issue 16): this app has none configured.
  'GET /api/auth/providers': { statuses: ALL_OK(200) },
  'GET /api/auth/oidc/start': { statuses: ALL_OK(404) },
  'GET /api/auth/oidc/callback': { statuses: ALL_OK(303) },

  // What an account needs whatever its status.
  'GET /api/me': { statuses: SIGNED_IN(200) },
  'PATCH /api/me': { statuses: SIGNED_IN(200), call: () => ({ body: { city: 'Austin' } }) },
  'GET /api/push/public-key': { statuses: SIGNED_IN(200) },
  'POST /api/push/subscriptions': { statuses: SIGNED_IN(201), call: (_f, caller) => ({ body: { endpoint: `https://push.example.test/${caller}`, keys: pushKeys() } }) },
  'DELETE /api/push/subscriptions': { statuses: SIGNED_IN(204), call: (_f, caller) => ({ body: { endpoint: `https://push.example.test/${caller}` } }) },

  //                                            anon  vendor other pending susp. tech  other inact. admin
  'POST /api/orders': {
    statuses: row(401, 201, 201, 403, 403, 404, 404, 404, 404),
    call: () => ({ body: { customer_name: 'Table Row', phone: '(512) 555-0199', service_date: freshDate(), time_slot: 'morning' } }),
  },
  'POST /api/orders/personal': { statuses: row(401, 403, 403, 403, 403, 201, 201, 403, 403), call: () => ({ body: { service_date: freshDate() } }) },
  'GET /api/orders': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  // Issue 18: the list's filters as CSV, inside the same scope; a bulk action is a dispatcher's, each order then judged alone (another vendor's is refused in the answer).
  'GET /api/orders/export.csv': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200), call: () => ({ query: { sort: 'invoice', direction: 'asc' } }) },
  'POST /api/orders/bulk': {
    statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ body: { ids: [(await newOrder(f.ctx, f.vendor)).id], action: 'cancel', reason: 'Customer moved away' } }),
  },
  'GET /api/orders/lookup/{identifier}': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: (f) => ({ path: { identifier: f.order.invoice_number } }),
  },
  'GET /api/orders/{id}': { statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200), call: (f) => ({ path: { id: f.order.id } }) },
  'PATCH /api/orders/{id}': {
    statuses: row(401, 200, 404, 403, 403, 403, 404, 403, 200),
    call: (f) => ({ path: { id: f.order.id }, body: { issue_description: 'Still not cooling' } }),
  },
  'POST /api/orders/{id}/assign': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: (await newOrder(f.ctx, f.vendor)).id }, body: { technician_id: f.technicianId } }),
  },
  // Issue 17: only the assigned technician gives a pending assignment back; another technician does not find the order.
  'POST /api/orders/{id}/decline': {
    statuses: row(401, 403, 403, 403, 403, 200, 404, 403, 403),
    call: async (f) => ({ path: { id: (await newOrder(f.ctx, f.vendor, f.technicianId)).id }, body: { reason: 'Too far from my area' } }),
  },
  'POST /api/orders/{id}/transitions': {
    statuses: row(401, 409, 404, 403, 403, 200, 404, 403, 200),
    call: async (f) => ({ path: { id: (await newOrder(f.ctx, f.vendor, f.technicianId)).id }, body: { to: 'accepted' } }),
  },

  'GET /api/customers': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 200) },
  'GET /api/customers/{id}': { statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.order.customer_id as string } }) },
  // Appliances (issue 14): the customer's vendor and an admin; the technician assigned to one of its orders reads them
  // and, on an open order for the appliance, fills its serial.
  'GET /api/customers/{id}/appliances': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: (f) => ({ path: { id: f.order.customer_id as string } }),
  },
  'POST /api/customers/{id}/appliances': {
    statuses: row(401, 201, 404, 403, 403, 403, 403, 403, 201),
    call: (f) => ({ path: { id: f.order.customer_id as string }, body: { type: 'Dryer', brand: 'Maytag' } }),
  },
  'PATCH /api/appliances/{id}': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: async (f) => ({ path: { id: await applianceOnSite(f) }, body: { serial: 'SN-42' } }),
  },
  // Recalls and ratings: the order's vendor or an admin.
  'PUT /api/orders/{id}/recall': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: (await recallOrder(f)).id }, body: { is_recall: true } }),
  },
  'PUT /api/orders/{id}/rating': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: (await closedOrder(f)).id }, body: { rating: 4 } }),
  },
  'POST /api/customers': { statuses: row(401, 201, 201, 403, 403, 403, 403, 403, 403), call: () => ({ body: { name: 'Row Customer', phone: '(512) 555-0188' } }) },
  // Issue 18: the customer's vendor (an admin any vendor's) edits it, reads its likely duplicates and merges two.
  'PATCH /api/customers/{id}': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ path: { id: f.order.customer_id as string }, body: { notes: 'Gate code 1234' } }),
  },
  'GET /api/customers/duplicates': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 200) },
  'POST /api/customers/{id}/merge': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => {
      const [kept, from] = await Promise.all(
        ['Row Kept', 'Row Merged'].map(async (name) => (await f.ctx.http().post('/api/customers').set('Authorization', f.vendor).send({ name, phone: freshPhone() })).body.id as string),
      );
      return { path: { id: kept }, body: { from } };
    },
  },

  'GET /api/technicians': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 200) },
  'GET /api/technicians/{id}': { statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.technicianId } }) },
  'POST /api/technicians': {
    statuses: row(401, 202, 202, 403, 403, 403, 403, 403, 403),
    call: async (f) => {
      await rosterTargetOn(f, false);
      return { body: { email: f.rosterTarget.email } };
    },
  },
  'DELETE /api/technicians/{id}': {
    statuses: row(401, 204, 404, 403, 403, 403, 403, 403, 403),
    call: async (f) => {
      await rosterTargetOn(f, true);
      return { path: { id: f.rosterTarget.id } };
    },
  },
  'GET /api/technicians/invitations': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 403) },
  'DELETE /api/technicians/invitations/{id}': {
    statuses: row(401, 204, 404, 403, 403, 403, 403, 403, 403),
    call: async (f) => {
      const invited = await f.ctx.http().post('/api/technicians').set('Authorization', f.vendor).send({ email: `nobody-${randomBytes(4).toString('hex')}@fixflow.test` }).expect(202);
      return { path: { id: invited.body.id } };
    },
  },
  // Technician performance (issue 14): the vendor's row of a technician on its roster, the admin's and the technician's own across vendors.
  'GET /api/technicians/performance': {
    statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 403),
    call: () => ({ query: { period_start: '2026-01-01', period_end: '2026-03-31' } }),
  },
  'GET /api/technicians/{id}/metrics': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: (f) => ({ path: { id: f.technicianId }, query: { period_start: '2026-01-01', period_end: '2026-03-31' } }),
  },
  'POST /api/technicians/{id}/metrics/recalculate': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: (f) => ({ path: { id: f.technicianId }, body: { period_days: 90 } }),
  },
  'GET /api/technicians/{id}/metrics/orders': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: (f) => ({ path: { id: f.technicianId }, query: { period_start: '2026-01-01', period_end: '2026-03-31', metric: 'completed' } }),
  },
  'GET /api/technicians/{id}/availability': { statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200), call: (f) => ({ path: { id: f.technicianId } }) },
  'GET /api/technicians/{id}/busy-slots': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: (f) => ({ path: { id: f.technicianId }, query: { start: '2027-01-01', end: '2027-12-31' } }),
  },
  // The dispatch board (issue 17): a vendor's own, an admin's every vendor's; technicians have none.
  'GET /api/schedule/board': {
    statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 200),
    call: () => ({ query: { start: '2027-01-04', end: '2027-01-10' } }),
  },
  'PUT /api/technicians/me/availability/weekly-hours': {
    statuses: row(401, 403, 403, 403, 403, 200, 200, 403, 403),
    // The whole default week: later rows assign the technician on any weekday (issue 17 refuses a day off).
    call: () => ({ body: { weekly_hours: DEFAULT_WEEKLY_HOURS } }),
  },
  'POST /api/technicians/me/time-off': { statuses: row(401, 403, 403, 403, 403, 201, 201, 403, 403), call: () => ({ body: { date: freshDate() } }) },
  'DELETE /api/technicians/me/time-off/{id}': {
    statuses: row(401, 403, 403, 403, 403, 204, 404, 403, 403),
    call: async (f) => {
      const res = await f.ctx.http().post('/api/technicians/me/time-off').set('Authorization', f.callers.header('technician') as string).send({ date: freshDate() });
      return { path: { id: (res.body as { id: string }).id } };
    },
  },

  'GET /api/notifications': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'GET /api/notifications/unread-count': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'PATCH /api/notifications/{id}/read': { statuses: row(401, 404, 404, 403, 403, 200, 404, 403, 404), call: (f) => ({ path: { id: f.notificationId } }) },
  'POST /api/notifications/read-all': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'POST /api/push/notify': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ body: { technicianIds: [f.technicianId], title: 'New order', body: 'Please look' } }),
  },

  // Chat (issue 15): the order's vendor and its assigned technician are its members, an admin reads and writes any; others: not found.
  'GET /api/conversations': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'POST /api/conversations': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: (f) => ({ body: { kind: 'order', order_id: f.order.id } }),
  },
  'GET /api/conversations/{id}/messages': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: async (f) => ({ path: { id: await orderConversation(f) } }),
  },
  'POST /api/conversations/{id}/messages': {
    statuses: row(401, 201, 404, 403, 403, 201, 404, 403, 201),
    call: async (f) => ({ path: { id: await orderConversation(f) }, body: { body: 'Access table row' } }),
  },
  'POST /api/conversations/{id}/read': {
    statuses: row(401, 204, 404, 403, 403, 204, 404, 403, 204),
    call: async (f) => ({ path: { id: await orderConversation(f) } }),
  },

  'GET /api/dashboard/vendor': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 403) },
  'GET /api/dashboard/admin': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/vendors': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/vendors/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.vendorId } }) },
  // Money: the vendor's own settings; the financials of an order whoever sees it reads, its vendor or an admin calculates.
  'GET /api/vendor-settings': { statuses: row(401, 200, 200, 403, 403, 404, 404, 404, 404) },
  'PUT /api/vendor-settings': {
    statuses: row(401, 200, 200, 403, 403, 404, 404, 404, 404),
    call: () => ({
      body: { default_commission_pct: '50.00', tax_rate_pct: '0.000', tax_labor: false, card_fee_pct: '2.90', card_fee_fixed: '0.30', settlement_week_start: 1, timezone: 'UTC' },
    }),
  },
  'PATCH /api/technicians/{id}': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 403),
    call: (f) => ({ path: { id: f.technicianId }, body: { commission_pct: null } }),
  },
  'GET /api/orders/{id}/financials': {
    statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200),
    call: async (f) => ({ path: { id: (await completedOrder(f)).id } }),
  },
  'POST /api/orders/{id}/financials': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: (await completedOrder(f)).id } }),
  },

  // Payments: the vendor's orders' (an admin: all); recorded by hand on an order it sees.
  'GET /api/payments': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 200) },
  'GET /api/payments/export.csv': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 200) },
  'POST /api/orders/{id}/payments': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: (await completedOrder(f)).id }, body: { method: 'cash', amount: '1.00', collected_by: 'vendor' } }),
  },
  // Pay links: this app has no Stripe keys, so whoever may make one hears it is not set up; the webhook is public.
  'POST /api/orders/{id}/payment-link': { statuses: row(401, 409, 404, 403, 403, 403, 403, 403, 409), call: async (f) => ({ path: { id: (await completedOrder(f)).id } }) },
  'POST /api/payments/stripe/webhook': { statuses: ALL_OK(409), call: () => ({ body: {} }) },
  // The customer's invoice after paying online: public, by a token only the API can sign.
  'GET /api/invoices/{token}': { statuses: ALL_OK(404), call: () => ({ path: { token: 'not-a-token' } }) },
  // Weekly statements: the vendor's and the technician's own; adjusted while open, then finalized (once), then paid.
  'GET /api/settlements': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'GET /api/settlements/{id}': { statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200), call: async (f) => ({ path: { id: await statementOf(f) } }) },
  'GET /api/settlements/{id}/export.csv': { statuses: row(401, 200, 404, 403, 403, 200, 404, 403, 200), call: async (f) => ({ path: { id: await statementOf(f) } }) },
  'POST /api/settlements/{id}/adjustments': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: await statementOf(f) }, body: { amount: '1.00', owed_by: 'vendor', description: 'Table row' } }),
  },
  // The vendor finalizes first; by the admin's turn the statement is no longer open.
  'POST /api/settlements/{id}/finalize': { statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 409), call: async (f) => ({ path: { id: await statementOf(f) } }) },
  'POST /api/settlements/{id}/payouts': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: await statementOf(f) }, body: { amount: '0.01', method: 'cash' } }),
  },

  'PATCH /api/vendors/{id}': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ path: { id: f.vendorId }, body: { status: 'active' } }),
  },
  'GET /api/admin/outbox': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  // Issue 16: admin › Technicians and the audit log, admins only. Setting 'active' on an active technician changes nothing.
  'GET /api/admin/technicians': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/admin/technicians/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.technicianId } }) },
  'PATCH /api/admin/technicians/{id}': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ path: { id: f.technicianId }, body: { status: 'active' } }),
  },
  'GET /api/admin/audit': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  // Issue 16: the admins' system page. The defaults are saved as they start (nothing changes); jobs and
  // users by an unknown id: an admin gets 404 after passing the policy.
  'GET /api/admin/system-settings/vendor-defaults': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'PUT /api/admin/system-settings/vendor-defaults': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: () => ({ body: { tax_rate_pct: '0.000', default_commission_pct: '50.00', recall_window_days: 30 } }),
  },
  'GET /api/admin/system-settings/providers': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/admin/system-settings/jobs': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/admin/system-settings/jobs/{id}/retry': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'POST /api/admin/system-settings/jobs/{id}/cancel': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'GET /api/admin/system-settings/remotes': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/admin/system-settings/outbox': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/admin/users/{id}/resend-confirmation': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  // Issue 16: administrators and User Management, admins only. Unknown ids: an admin gets 404 after passing the policy.
  'GET /api/admins': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/admins': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 201),
    call: () => ({ body: { email: `invite-${crypto.randomUUID()}@fixflow.test`, full_name: 'Table Row' } }),
  },
  'PATCH /api/admins/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() }, body: { status: 'active' } }) },
  'GET /api/admin/users': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'PATCH /api/admin/users/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.technicianId }, body: { status: 'active' } }) },
  'POST /api/admin/users/{id}/end-sessions': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'POST /api/admin/users/{id}/password-reset': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'POST /api/admin/users/{id}/email-change': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404),
    call: () => ({ path: { id: crypto.randomUUID() }, body: { email: 'changed@fixflow.test' } }),
  },
  'POST /api/admin/users/{id}/phone-change': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404),
    call: () => ({ path: { id: crypto.randomUUID() }, body: { phone: '+15550199999' } }),
  },
  'GET /api/auth/confirm-contact': { statuses: ALL_OK(303), call: () => ({ query: { token: 'unknown' } }) },
  // Texts (issue 15): Twilio's webhooks are public (this app has no TWILIO_AUTH_TOKEN, so unsigned is accepted);
  // a customer's thread is its vendor's and the admins' to read, its vendor's to reply to.
  'POST /api/sms/incoming': {
    statuses: ALL_OK(200),
    call: (_f, caller) => ({ body: { MessageSid: `SMtable${caller}${randomBytes(4).toString('hex')}`, From: '+17375550188', To: '+15125550100', Body: 'Table row', NumMedia: '0' } }),
  },
  'POST /api/sms/status': { statuses: ALL_OK(200), call: () => ({ body: { MessageSid: 'SMnotours', MessageStatus: 'delivered' } }) },
  'GET /api/customers/{id}/messages': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ path: { id: f.order.customer_id as string } }),
  },
  'POST /api/customers/{id}/messages': {
    statuses: row(401, 201, 404, 403, 403, 403, 403, 403, 403),
    call: (f) => ({ path: { id: f.order.customer_id as string }, body: { body: 'Table row reply' } }),
  },
  'GET /api/admin/sms-outbox': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  // The admins' Unknown SMS queue: each call resolves a fresh text.
  'GET /api/admin/unmatched-sms': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/admin/unmatched-sms/{id}/attach': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: await unknownText(f) }, body: { customer_id: f.order.customer_id as string } }),
  },
  'POST /api/admin/unmatched-sms/{id}/dismiss': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: async (f) => ({ path: { id: await unknownText(f) }, body: {} }),
  },

  // Offers (issue 17): the order's vendor (an admin any) offers and withdraws; technicians of its roster list
  // and take (technician and other technician are both on the vendor's roster, in Austin as the order).
  'POST /api/orders/{id}/offer': {
    statuses: row(401, 201, 404, 403, 403, 403, 403, 403, 201),
    call: async (f) => ({ path: { id: (await newOrder(f.ctx, f.vendor)).id }, body: { audience: 'roster' } }),
  },
  'DELETE /api/orders/{id}/offer': {
    statuses: row(401, 204, 404, 403, 403, 403, 403, 403, 204),
    call: async (f) => ({ path: { id: (await openOffer(f)).order_id } }),
  },
  'GET /api/offers': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'POST /api/offers/{id}/take': {
    statuses: row(401, 403, 403, 403, 403, 200, 200, 403, 403),
    call: async (f) => ({ path: { id: (await openOffer(f)).id } }),
  },

  // The technician's answers: the other vendor's invitation to tech2, made afresh for each call.
  // Accepting puts tech2 on the other vendor's roster, so these run after every roster-reading row.
  'GET /api/roster-invitations': { statuses: row(401, 403, 403, 403, 403, 200, 200, 403, 403) },
  'POST /api/roster-invitations/{id}/decline': { statuses: row(401, 403, 403, 403, 403, 200, 404, 403, 403), call: openInvitation },
  'POST /api/roster-invitations/{id}/accept': { statuses: row(401, 403, 403, 403, 403, 200, 404, 403, 403), call: openInvitation },

  // These end or change the session they run in: each caller signs in afresh for them. Last:
  // a password change ends every other session of the account.
  'POST /api/auth/logout': { statuses: SIGNED_IN(204), ownSession: true },
  'PUT /api/auth/password': { statuses: SIGNED_IN(200), ownSession: true, call: () => ({ body: { current_password: DEMO_PASSWORD, password: 'Lantern-gravel-42' } }) },
};

const CASES = Object.entries(OPERATIONS).flatMap(([operation, { statuses }]) =>
  CALLERS.map((caller, column) => [operation, caller, statuses[column]] as const),
);

describe('the access table: every operation × every caller → its status', () => {
  let f: Fixtures;
  let documented: string[];

  beforeAll(async () => {
    const ctx = await startAccountsApp();
    const callers = await signInCallers(ctx);
    const vendor = callers.header('vendor') as string;
    const technicianId = callers.userId('technician');
    const target = await signUp(ctx, 'technician', { email: 'roster-target@fixflow.test' });
    const notification = await ctx.app.get(NotificationsService).create(technicianId, 'order_completed');
    f = {
      ctx,
      callers,
      vendor,
      order: await newOrder(ctx, vendor, technicianId),
      vendorId: (await ctx.http().get('/api/me').set('Authorization', vendor).expect(200)).body.vendor_id,
      technicianId,
      rosterTarget: { id: target.userId, email: 'roster-target@fixflow.test' },
      notificationId: notification.id,
    };
    const document = (await ctx.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  });

  afterAll(async () => {
    await f?.ctx.close();
  });

  it('has one row for each operation of the OpenAPI document, and no other', () => {
    const missing = documented.filter((operation) => !(operation in OPERATIONS));
    const stale = Object.keys(OPERATIONS).filter((operation) => !documented.includes(operation));
    const problems = [
      ...missing.map((operation) => `no access-table row for "${operation}": add one to OPERATIONS in test/access/access-table.spec.ts`),
      ...stale.map((operation) => `access-table row "${operation}" matches no operation of the OpenAPI document`),
    ];
    expect(problems).toEqual([]);
  });

  it.each(CASES)('%s as %s → %i', async (operation, caller, expected) => {
    const { call, ownSession } = OPERATIONS[operation];
    const [method, template] = operation.split(' ');
    const { path = {}, query = {}, body } = (await call?.(f, caller)) ?? {};
    const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(path[name] ?? `missing-${name}`));
    let req = f.ctx.http()[method.toLowerCase() as 'get'](url).query(query);
    const header =
      caller !== 'anonymous' && ownSession ? bearer(await f.callers.freshSession(caller)) : f.callers.header(caller);
    if (header) req = req.set('Authorization', header);
    const res = await (body === undefined ? req : req.send(body));
    expect({ operation, caller, status: res.status, body: res.status === expected ? undefined : res.body }).toEqual({ operation, caller, status: expected, body: undefined });
  });
});
