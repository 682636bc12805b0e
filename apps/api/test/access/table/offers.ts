import { newOrder } from '../callers.js';
import { type Fixtures, type Operations, row } from './operation.js';

/** A fresh order of the vendor's, offered to its roster (issue 17). */
async function openOffer(f: Fixtures): Promise<{ id: string; order_id: string }> {
  const order = await newOrder(f.ctx, f.vendor);
  const offered = await f.ctx.http().post(`/api/orders/${order.id}/offer`).set('Authorization', f.vendor).send({});
  if (offered.status !== 201) throw new Error(`offer → ${offered.status} ${JSON.stringify(offered.body)}`);
  return offered.body as { id: string; order_id: string };
}

/** Offers of an order to the roster. */
export const OFFERS: Operations = {
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
};
