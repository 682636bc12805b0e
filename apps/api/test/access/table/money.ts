import type { Order, SettlementList } from '@fixflow/contracts';
import { SettlementsService } from '../../../src/settlements/settlements.service.js';
import { transitionBody } from '../../support/orders.js';
import { newOrder } from '../callers.js';
import { ALL_OK, type Fixtures, moveOrder, type Operations, row } from './operation.js';

/** A new order of the vendor's, completed by its technician with figures. */
export async function newCompletedOrder(f: Fixtures): Promise<Order> {
  const order = await newOrder(f.ctx, f.vendor, f.technicianId);
  const technician = f.callers.header('technician') as string;
  await moveOrder(f, order.id, [
    [technician, { to: 'accepted' }],
    [technician, { to: 'in_progress' }],
    [technician, transitionBody('completed')],
  ]);
  return order;
}

/** One completed order, made once: the financials rows read it, the recall row (customers) follows it. */
let completed: Promise<Order> | undefined;
export function completedOrder(f: Fixtures): Promise<Order> {
  completed ??= newCompletedOrder(f);
  return completed;
}

/** A weekly statement between the vendor and the technician: one closed job, settled by the weekly build. */
let statement: Promise<string> | undefined;
function statementOf(f: Fixtures): Promise<string> {
  statement ??= (async () => {
    const order = await completedOrder(f);
    await moveOrder(f, order.id, [[f.vendor, { to: 'closed' }]]);
    await f.ctx.app.get(SettlementsService).buildDue(new Date(Date.now() + 7 * 86_400_000));
    const list = await f.ctx.http().get('/api/settlements').set('Authorization', f.vendor);
    return (list.body as SettlementList).items[0].id;
  })();
  return statement;
}

/** Money: vendor settings, commissions, an order's financials and payments, weekly statements. */
export const MONEY: Operations = {
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
};
