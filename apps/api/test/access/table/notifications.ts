import { type Operations, row } from './operation.js';

/** The notification centre and a vendor's push to its technicians. */
export const NOTIFICATIONS: Operations = {
  'GET /api/notifications': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'GET /api/notifications/unread-count': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'PATCH /api/notifications/{id}/read': { statuses: row(401, 404, 404, 403, 403, 200, 404, 403, 404), call: (f) => ({ path: { id: f.notificationId } }) },
  'POST /api/notifications/read-all': { statuses: row(401, 200, 200, 403, 403, 200, 200, 403, 200) },
  'POST /api/push/notify': {
    statuses: row(401, 200, 404, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ body: { technicianIds: [f.technicianId], title: 'New order', body: 'Please look' } }),
  },
};
