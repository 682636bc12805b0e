import type { Principal } from '../auth/principal.js';

/**
 * Which orders a caller may see, as one SQL condition on alias `o` — the single place tenancy of
 * orders is decided. A vendor sees its orders, a technician those assigned to it (its personal
 * bookings included), an admin all; anyone else nothing. Rows outside it answer 404, never 403.
 */
export function orderScope(caller: Principal): { sql: string; params: unknown[] } {
  switch (caller.role) {
    case 'admin':
      return { sql: 'true', params: [] };
    case 'vendor':
      return caller.vendorId ? { sql: 'o.vendor_id = ?', params: [caller.vendorId] } : { sql: 'false', params: [] };
    case 'technician':
      return { sql: 'o.technician_id = ?', params: [caller.userId] };
    default:
      return { sql: 'false', params: [] };
  }
}
