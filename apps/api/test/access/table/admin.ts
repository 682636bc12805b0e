import { ALL_OK, type Operations, row } from './operation.js';

/** Dashboards, vendors, and the admins' pages: technicians, audit, system settings, administrators, users. */
export const ADMIN: Operations = {
  // Dashboards and the vendors list.
  'GET /api/dashboard/vendor': { statuses: row(401, 200, 200, 403, 403, 403, 403, 403, 403) },
  'GET /api/dashboard/admin': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/vendors': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/vendors/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.vendorId } }) },
  'PATCH /api/vendors/{id}': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ path: { id: f.vendorId }, body: { status: 'active' } }),
  },
  'GET /api/admin/outbox': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  // Issue 16: admin › Technicians and the audit log, admins only. Setting 'active' on an active technician changes nothing.
  'GET /api/admin/technicians': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/admin/technicians/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.technicianId } }) },
  'PATCH /api/admin/technicians/{id}': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: (f) => ({ path: { id: f.technicianId }, body: { status: 'active' } }),
  },
  'GET /api/admin/audit': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  // Issue 16: the admins' system page. The defaults are saved as they start (nothing changes); jobs and
  // users by an unknown id: an admin gets 404 after passing the policy.
  'GET /api/admin/system-settings/vendor-defaults': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'PUT /api/admin/system-settings/vendor-defaults': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200),
    call: () => ({ body: { tax_rate_pct: '0.000', default_commission_pct: '50.00', recall_window_days: 30 } }),
  },
  'GET /api/admin/system-settings/providers': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/admin/system-settings/jobs': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/admin/system-settings/jobs/{id}/retry': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'POST /api/admin/system-settings/jobs/{id}/cancel': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'GET /api/admin/system-settings/remotes': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/admin/system-settings/outbox': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/admin/users/{id}/resend-confirmation': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  // Issue 16: administrators and User Management, admins only. Unknown ids: an admin gets 404 after passing the policy.
  'GET /api/admins': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/admins': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 201),
    call: () => ({ body: { email: `invite-${crypto.randomUUID()}@fixflow.test`, full_name: 'Table Row' } }),
  },
  'PATCH /api/admins/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() }, body: { status: 'active' } }) },
  'GET /api/admin/users': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200) },
  'PATCH /api/admin/users/{id}': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 200), call: (f) => ({ path: { id: f.technicianId }, body: { status: 'active' } }) },
  'POST /api/admin/users/{id}/end-sessions': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'POST /api/admin/users/{id}/password-reset': { statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404), call: () => ({ path: { id: crypto.randomUUID() } }) },
  'POST /api/admin/users/{id}/email-change': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404),
    call: () => ({ path: { id: crypto.randomUUID() }, body: { email: 'changed@fixflow.test' } }),
  },
  'POST /api/admin/users/{id}/phone-change': {
    statuses: row(401, 403, 403, 403, 403, 403, 403, 403, 404),
    call: () => ({ path: { id: crypto.randomUUID() }, body: { phone: '+15550199999' } }),
  },
  'GET /api/auth/confirm-contact': { statuses: ALL_OK(303), call: () => ({ query: { token: 'unknown' } }) },
};
