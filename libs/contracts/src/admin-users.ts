import type { Page } from './page.js';
import type { Role } from './roles.js';

/** An account's standing in User Management (issue 16): `inactive` once an admin deactivated it. */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** One administrator on /admin/admins (GET /api/admins). */
export interface AdminSummary {
  id: string;
  email: string | null;
  full_name: string | null;
  status: UserStatus;
  /** The invitation is still open: the invitee has not set a password through the link yet. */
  invited: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

export type AdminList = AdminSummary[];

/** POST /api/admins: the invitation link goes to `email`. */
export interface InviteAdminRequest {
  email: string;
  full_name: string;
}

/** PATCH /api/admins/:id and PATCH /api/admin/users/:id. */
export interface UserStatusRequest {
  status: UserStatus;
}

/** One account on /admin/users (GET /api/admin/users): the user joined to its profile. */
export interface ManagedUser {
  id: string;
  role: Role | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: string | null;
  status: UserStatus;
  /** The profile's own status (a vendor's pending/active/suspended, a technician's or admin's active/inactive). */
  profile_status: string | null;
  /** A change of email or phone waiting for its confirmation; until then the old one stays. */
  pending_email: string | null;
  pending_phone: string | null;
  last_sign_in_at: string | null;
  created_at: string;
}

export type ManagedUserList = Page<ManagedUser>;

/** POST /api/admin/users/:id/email-change and …/phone-change: applies once the link is opened. */
export interface ContactChangeRequest {
  email?: string;
  phone?: string;
}
