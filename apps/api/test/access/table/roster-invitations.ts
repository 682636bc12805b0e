import { EntityManager } from '@mikro-orm/postgresql';
import { type Call, type Fixtures, type Operations, row } from './operation.js';

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

/** A technician's answers to a vendor's invitation. */
export const ROSTER_INVITATIONS: Operations = {
  // The technician's answers: the other vendor's invitation to tech2, made afresh for each call.
  // Accepting puts tech2 on the other vendor's roster, so these run after every roster-reading row.
  'GET /api/roster-invitations': { statuses: row(401, 403, 403, 403, 403, 200, 200, 403, 403) },
  'POST /api/roster-invitations/{id}/decline': { statuses: row(401, 403, 403, 403, 403, 200, 404, 403, 403), call: openInvitation },
  'POST /api/roster-invitations/{id}/accept': { statuses: row(401, 403, 403, 403, 403, 200, 404, 403, 403), call: openInvitation },
};
