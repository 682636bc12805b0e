import { Transform } from 'class-transformer';
import { normalizePhone } from '@fixflow/contracts/phone';

/** Emails compare case-insensitively: stored and looked up lower-cased and trimmed. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value));

/**
 * "+1 (555) 123-4567" → "+15551234567" by the one phone rule, so one number is one account however
 * it is typed; a blank one is no phone at all (sign-up and sign-in take an email or a phone).
 */
export const NormalizePhone = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    return value.trim() ? (normalizePhone(value) ?? value) : undefined;
  });
