import { randomBytes } from 'node:crypto';
import { DEFAULT_WEEKLY_HOURS } from '@fixflow/contracts';
import { RosterRepository } from '../../../src/technicians/roster.repository.js';
import { freshDate } from '../../support/orders.js';
import { type Fixtures, type Operations, row } from './operation.js';

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

/** The roster and its invitations, technicians' performance and availability, the dispatch board. */
export const TECHNICIANS: Operations = {
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
};
