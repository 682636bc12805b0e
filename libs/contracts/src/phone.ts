import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The one phone rule of every form and endpoint (registration, sign-in, profile, orders,
 * customers). A number typed without a country code is read as a US one: the demo data, the
 * seeded accounts and the product's first market are all +1. Kept out of the package index, so
 * only code that imports `@fixflow/contracts/phone` downloads libphonenumber's metadata.
 */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** SPEC.md §5's placeholder phone of a personal booking: no one's number, never normalised. */
export const PERSONAL_BOOKING_PHONE = '000-000-0000';

/**
 * A phone as typed → E.164 ("+15125550134"), or null when it is no phone number. "Possible"
 * (the right length for its country) rather than "valid": the fictional 555 numbers of the demo
 * and of tests must pass, and a number assigned tomorrow must not be refused today.
 */
export function normalizePhone(typed: string, defaultCountry = DEFAULT_PHONE_COUNTRY): string | null {
  const text = typed.trim();
  // Letters ("call me maybe", "ext") are no phone; libphonenumber would read vanity numbers.
  if (!text || text.length > 40 || /[^\d\s+().\-/]/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry as Parameters<typeof parsePhoneNumberFromString>[1]);
  if (!parsed?.isPossible()) return null;
  // North American area codes start with 2–9: "000-000-0000" is a placeholder, not a number.
  if (parsed.countryCallingCode === '1' && !/^[2-9]/.test(parsed.nationalNumber)) return null;
  return parsed.number;
}
