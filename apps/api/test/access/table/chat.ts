import { type Fixtures, type Operations, row } from './operation.js';

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

/** Chat: an order's conversation and its messages. */
export const CHAT: Operations = {
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
};
