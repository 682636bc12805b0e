import { freshDate } from '../../support/orders.js';
import { newOrder } from '../callers.js';
import { type Operations, row } from './operation.js';

/** Orders: creation, the list and its export, one order, assignment and moves. */
export const ORDERS: Operations = {
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
};
