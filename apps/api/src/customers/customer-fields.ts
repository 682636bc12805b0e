import { Transform } from 'class-transformer';

/** SPEC.md §5: the first word is first_name, the rest last_name, or null if none. */
export function splitCustomerName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? '', lastName: rest.length ? rest.join(' ') : null };
}

/** SPEC.md §5: optional fields are stored as null when empty. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Trims a string; an empty one becomes null (SPEC.md §5). */
export const EmptyToNull = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? emptyToNull(value) : value));
