/** The three kinds of signed-in user (SPEC.md §6). */
export const ROLES = ['vendor', 'technician', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
