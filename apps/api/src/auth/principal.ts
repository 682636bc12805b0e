import type { Role } from '@fixflow/contracts';

/**
 * Who is calling, resolved from the access token's session and the profile tables (kept a few
 * seconds by PrincipalCache, which forgets it on logout or any account status change, so those
 * take effect at once).
 */
export interface Principal {
  userId: string;
  sessionId: string;
  role: Role | null;
  /** The vendor row's id when the caller is a vendor. */
  vendorId: string | null;
  /**
   * The status of the profile row behind the role (a vendor's pending/active/suspended, a
   * technician's or admin's active/inactive): the access policy refuses anything but 'active'.
   */
  status: string | null;
}

/** The claims of our access tokens. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: Role | null;
  email: string | null;
}
