import type { Order } from '@fixflow/contracts';
import { freshDate, ORDER_BODY } from '../../support/orders.js';
import { freshPhone, newOrder } from '../callers.js';
import { completedOrder, newCompletedOrder } from './money.js';
import { type Fixtures, moveOrder, type Operations, row } from './operation.js';

/** A closed order of the vendor's (completed by the technician, closed by the vendor): the rating row rates it. */
let closed: Promise<Order> | undefined;
function closedOrder(f: Fixtures): Promise<Order> {
  closed ??= (async () => {
    const order = await newCompletedOrder(f);
    await moveOrder(f, order.id, [[f.vendor, { to: 'closed' }]]);
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

/** Customers, their appliances and merges; an order's recall and rating. */
export const CUSTOMERS: Operations = {
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
};
