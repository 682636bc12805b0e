import { Transform } from 'class-transformer';

/** E.164: a plus, a country code, up to 15 digits. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** Emails compare case-insensitively: stored and looked up lower-cased and trimmed. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value));

/** "+1 (555) 123-4567" → "+15551234567", so one number is one account however it is typed. */
export const NormalizePhone = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s\-().]/g, '') || undefined : value));
