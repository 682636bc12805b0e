import type { ErrorCode } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';

/**
 * Whether the caller's account is in good standing, as one rule for HTTP (requireAccess) and
 * sockets (the handshake and the re-check after a forget): a pending or suspended vendor is
 * refused with VENDOR_NOT_ACTIVE (the web's Account Not Activated), an inactive technician or
 * admin with ACCOUNT_INACTIVE.
 */
export function standingRefusal(caller: Principal): Extract<ErrorCode, 'VENDOR_NOT_ACTIVE' | 'ACCOUNT_INACTIVE'> | null {
  if (caller.status === 'active') return null;
  return caller.role === 'vendor' ? 'VENDOR_NOT_ACTIVE' : 'ACCOUNT_INACTIVE';
}
