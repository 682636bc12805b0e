import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { bearer, startAccountsApp } from '../support/accounts.js';
import { CALLERS, newOrder, signInCallers, signUp } from './callers.js';
import { ADMIN } from './table/admin.js';
import { AUTH } from './table/auth.js';
import { CHAT } from './table/chat.js';
import { CUSTOMERS } from './table/customers.js';
import { MONEY } from './table/money.js';
import { NOTIFICATIONS } from './table/notifications.js';
import { OFFERS } from './table/offers.js';
import type { Fixtures, Operations } from './table/operation.js';
import { ORDERS } from './table/orders.js';
import { ROSTER_INVITATIONS } from './table/roster-invitations.js';
import { SESSION } from './table/session.js';
import { SMS } from './table/sms.js';
import { TECHNICIANS } from './table/technicians.js';

/**
 * THE ACCESS TABLE: every operation of the app's OpenAPI document, run as each of nine callers,
 * answers the status written here. An operation the document has and the table lacks (or the
 * other way round) fails the first test, naming it.
 *
 * The rows live in test/access/table/, a file an area. Adding an endpoint: add one entry to its
 * area's rows, keyed exactly as the failure names it (`METHOD /api/path/{param}`, as the OpenAPI
 * document spells the path), with
 * - `statuses`: the status for each caller, in the column order of `row(…)` (table/operation.ts);
 * - `call` (optional): the path parameters, query and body to send; it may create what it needs
 *   through the API first (a fresh order, a time-off entry), so a write never spoils later rows;
 * - `ownSession`: for an operation that ends or changes the caller's session (sign-out, password),
 *   the caller signs in afresh for it instead of using its one shared session.
 *
 * Callers: technician = tech2, on the vendor's roster only and assigned to the fixture order;
 * other technician = tech (not assigned to it). Rows run in the order of the areas below, each
 * area's as written: the vendor finalizes a statement before the admin tries (money); accepting
 * the other vendor's invitation puts tech2 on its roster, so those rows come after every
 * roster-reading one; the password row ends every other session of each account, so the session
 * area stays last.
 */
const AREAS: Operations[] = [AUTH, ORDERS, CUSTOMERS, TECHNICIANS, NOTIFICATIONS, CHAT, MONEY, ADMIN, SMS, OFFERS, ROSTER_INVITATIONS, SESSION];

/** The areas' rows as one table, in order; an operation in two areas is a mistake in the table. */
function tableOf(areas: Operations[]): Operations {
  const table: Operations = {};
  for (const area of areas) {
    for (const [operation, row] of Object.entries(area)) {
      if (operation in table) throw new Error(`access-table row "${operation}" is in two areas`);
      table[operation] = row;
    }
  }
  return table;
}

const OPERATIONS = tableOf(AREAS);

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
      ...missing.map((operation) => `no access-table row for "${operation}": add one to its area's file in test/access/table/`),
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
