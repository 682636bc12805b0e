import type { ErrorCode } from '@fixflow/contracts';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { type Permission, PERMISSIONS } from './permission.js';

/** The refusals requireAccess can answer for a permission before it looks at any row. */
export function accessErrorCodes(permission: Permission): ErrorCode[] {
  const rule = PERMISSIONS[permission];
  if (rule.roles === 'any') return [];
  const codes: ErrorCode[] = [rule.refused?.code ?? 'FORBIDDEN'];
  if (!rule.anyStatus && rule.roles.includes('vendor')) codes.push('VENDOR_NOT_ACTIVE');
  if (!rule.anyStatus && (rule.roles.includes('technician') || rule.roles.includes('admin'))) codes.push('ACCOUNT_INACTIVE');
  return codes;
}

/**
 * Declares in the OpenAPI document the refusals of the permission the route's service requires
 * (its role and status answers), from the policy itself, so the document cannot drift from it.
 */
export const ApiAccess = (permission: Permission) => ApiErrors(...accessErrorCodes(permission));
