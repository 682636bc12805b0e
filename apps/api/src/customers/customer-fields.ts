import { Transform } from 'class-transformer';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ValidateBy } from 'class-validator';

/**
 * A phone as a customer types it, in E.164, or null when it is no phone number. Numbers without
 * a country code are read as US ones (the platform's home market).
 */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'US');
  return parsed?.isPossible() ? parsed.number : null;
}

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

/** Normalizes the field to E.164 when it parses; otherwise leaves it for @IsCustomerPhone to refuse. */
export const ToE164 = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (toE164(value) ?? value) : value));

export const IsCustomerPhone = () =>
  ValidateBy({
    name: 'isCustomerPhone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && /^\+[1-9]\d{6,14}$/.test(value),
      defaultMessage: () => 'phone must be a phone number, for example +15551234567 or (555) 123-4567',
    },
  });

/** Trims a string; an empty one becomes null (SPEC.md §5). */
export const EmptyToNull = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? emptyToNull(value) : value));
