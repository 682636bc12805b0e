import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { SmsMessage } from '../../../src/sms/sms-message.entity.js';
import { ALL_OK, type Fixtures, type Operations, row } from './operation.js';

/** A fresh text in the admins' Unknown SMS queue (issue 15), as the webhook stores one it cannot match. */
async function unknownText(f: Fixtures): Promise<string> {
  const em = f.ctx.app.get(EntityManager).fork();
  const text = em.create(SmsMessage, { direction: 'in', fromNumber: '+17375550199', toNumber: '+15125550100', body: 'Table row', status: 'received' });
  await em.flush();
  return text.id;
}

/** Texts: Twilio's webhooks, a customer's thread, the admins' outbox and Unknown SMS queue. */
export const SMS: Operations = {
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
};
