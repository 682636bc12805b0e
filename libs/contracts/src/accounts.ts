import type { Page } from './page.js';
import type { Role } from './roles.js';

/** A vendor starts `pending` and may use the app only once an admin makes it `active` (SPEC.md §3, §6). */
export const VENDOR_STATUSES = ['pending', 'active', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export function isVendorStatus(value: unknown): value is VendorStatus {
  return typeof value === 'string' && (VENDOR_STATUSES as readonly string[]).includes(value);
}

/** Roles a person may give themselves at sign-up; admins are only ever created by admins or the seed. */
export const SIGNUP_ROLES = ['vendor', 'technician'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a password was refused as weak (`reasons` of a WEAK_PASSWORD answer). */
export const WEAK_PASSWORD_REASONS = ['length', 'characters', 'common'] as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

/** The link kinds `GET /api/auth/verify` accepts. */
export const VERIFY_TYPES = ['signup', 'recovery'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** The signed-in account as the auth calls return it. */
export interface AuthUser {
  id: string;
  email: string | null;
  phone: string | null;
  email_confirmed_at: string | null;
  created_at: string;
  /** null when no profile table holds the user (SPEC.md §6). */
  role: Role | null;
}

/** `POST /api/auth/login` and `POST /api/auth/refresh` answer this, as the hosted auth did. */
export interface AuthSession {
  access_token: string;
  token_type: 'bearer';
  /** Seconds the access token lives. */
  expires_in: number;
  /** Unix time (seconds) the access token expires at. */
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

export interface SignupRequest {
  email?: string;
  phone?: string;
  password: string;
  role: SignupRole;
  full_name?: string;
  company_name?: string;
  city?: string;
  state?: string;
  timezone?: string;
  /** Where the confirmation link lands; only the site's own origin is honoured. */
  redirect_to?: string;
}

/**
 * A sign-up's answer, the same whether or not its email or phone was registered already (issue 20):
 * no session. An email signs in once confirmed through the mailed link; a phone-only account (no
 * SMS confirmation exists) signs in with its password at once.
 */
export interface SignupResponse {
  user: AuthUser;
  /** Always null (kept for the clients that read it). */
  session: AuthSession | null;
  confirmation_sent: boolean;
}

/** GET /api/auth/providers: ways to sign in besides the password. */
export interface AuthProviders {
  /** The OpenID Connect provider's name for "Sign in with …"; null when not configured. */
  oidc: string | null;
}

export interface LoginRequest {
  email?: string;
  phone?: string;
  password: string;
}

/** The merged profile of SPEC.md §3 (`GET /api/me`). */
export interface UserProfile {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  role: Role;
  status: string;
  timezone: string | null;
  state?: string | null;
  city?: string | null;
  company_name?: string | null;
  vendor_id?: string;
}

/** `PATCH /api/me`; a vendor's full_name is its company_name; technicians have no timezone to set here. */
/** PATCH /api/me: a field left out is left alone; null clears phone, city, state or timezone. */
export interface UpdateProfileRequest {
  full_name?: string;
  phone?: string | null;
  city?: string | null;
  state?: string | null;
  timezone?: string | null;
}

export interface VendorSummary {
  id: string;
  user_id: string;
  company_name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  status: VendorStatus;
  timezone: string | null;
  created_at: string;
}

export interface VendorRosterEntry {
  technician_id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  commission_rate: number | null;
}

export interface VendorDetails extends VendorSummary {
  technicians: VendorRosterEntry[];
}

/** GET /api/vendors: newest first, keyset pages like orders (`cursor` is the previous page's `next_cursor`). */
export type VendorList = Page<VendorSummary>;

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  created_at: string;
}

/** A technician as `GET /api/technicians` lists it; commission_rate is the caller vendor's override. */
export interface TechnicianSummary {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  role: string;
  state: string | null;
  city: string | null;
  status: string;
  completed_orders: number;
  rating: number | null;
  timezone: string | null;
  commission_rate: number | null;
}
