import type { Role, VendorStatus } from '@fixflow/contracts';

/** One row per user of the profile tables it appears in (see ProfilesService.lookup). */
export interface ProfileMembership {
  admin_id: string | null;
  technician_id: string | null;
  vendor_id: string | null;
  vendor_status: VendorStatus | null;
  /** `admins.status`, `technicians.status` ('active' or not): read with the role, checked by the access policy. */
  admin_status?: string | null;
  technician_status?: string | null;
}

/**
 * SPEC.md §6: admins first, then technicians, then vendors; in none of them, no role. A user
 * found in several tables (an admin who is also a vendor) is the first of them.
 */
export function roleOf(membership: ProfileMembership): Role | null {
  if (membership.admin_id) return 'admin';
  if (membership.technician_id) return 'technician';
  if (membership.vendor_id) return 'vendor';
  return null;
}

/** The status of the profile row that gives the role: a vendor's moderation state, else active/inactive. */
export function accountStatusOf(membership: ProfileMembership): string | null {
  if (membership.admin_id) return membership.admin_status ?? null;
  if (membership.technician_id) return membership.technician_status ?? null;
  if (membership.vendor_id) return membership.vendor_status;
  return null;
}

/** Joins the three profile tables onto one user id; `?` is the user id. */
export const MEMBERSHIP_SQL = `
  select a.user_id as admin_id, t.id as technician_id, v.id as vendor_id, v.status as vendor_status,
         a.status as admin_status, t.status as technician_status
  from users u
  left join admins a on a.user_id = u.id
  left join technicians t on t.id = u.id
  left join vendors v on v.user_id = u.id
  where u.id = ?`;

/** The same, reached from a session id (one round trip per request); also says if it is revoked. */
export const SESSION_MEMBERSHIP_SQL = `
  select s.user_id, s.revoked_at, a.user_id as admin_id, t.id as technician_id, v.id as vendor_id, v.status as vendor_status,
         a.status as admin_status, t.status as technician_status
  from auth_sessions s
  left join admins a on a.user_id = s.user_id
  left join technicians t on t.id = s.user_id
  left join vendors v on v.user_id = s.user_id
  where s.id = ?`;
