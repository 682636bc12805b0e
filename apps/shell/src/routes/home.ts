import type { Role } from '@fixflow/contracts';

/** Where each role lands after signing in, and where "my dashboard" leads. */
const HOME: Record<Role, string> = { vendor: '/dashboard', technician: '/dashboard', admin: '/admin/dashboard' };

export function homePath(role: Role): string {
  return HOME[role];
}
