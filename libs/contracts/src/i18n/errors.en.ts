import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type WeakPasswordReason } from '../accounts.js';
import type { MessageCatalogue } from './localize.js';

/*
 * The English error catalogue, the one copy of every message. Nothing in a web page's first load
 * imports this module: the web reads it with loadMessageCatalogue('en') (localize.ts) when a page
 * needs the words, and the API registers it at start (apps/api/src/i18n/message-catalogues.ts).
 * `npm run lint` refuses a static import of `@fixflow/contracts/errors.en` in browser code.
 */

/**
 * The English message of each error code the API answers with: SPEC.md §8's text to the letter.
 * Its keys are ErrorCode (errors.ts); ERROR_STATUS and the Russian (errors.ru.ts) must match them.
 */
export const ERROR_MESSAGES = {
  NOT_LOGGED_IN_CREATE_ORDER: 'You must be logged in to create orders',
  VENDOR_NOT_FOUND: 'Vendor not found',
  NOT_AUTHENTICATED: 'Not authenticated',
  NO_ACTIVE_SESSION: 'No active session found',
  PROFILE_NOT_FOUND: 'User profile not found in any table',
  PASSWORD_UPDATE_FAILED: 'Failed to update password. Please try again later.',
  PROFILE_UPDATE_FAILED: 'Failed to update profile. Please try again later.',
  ORDER_NOT_FOUND: 'Order not found with identifier: {{id}}',
  AUTH_SESSION_MISSING: 'Auth session missing!',
  EMAIL_OR_PHONE_REQUIRED: 'You must provide either an email or phone number and a password',
  VALIDATION_FAILED: 'The request is not valid',
  BAD_REQUEST: 'The request could not be processed',
  NOT_FOUND: 'Not found',
  CONFLICT: 'The request conflicts with the current state',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  FORBIDDEN: 'You do not have permissions to view this page.',
  INTERNAL: 'Something went wrong. Please try again later.',
  // Accounts and access (the hosted auth's wording where it had one).
  INVALID_CREDENTIALS: 'Invalid login credentials',
  EMAIL_NOT_CONFIRMED: 'Email not confirmed',
  USER_ALREADY_REGISTERED: 'User already registered',
  WEAK_PASSWORD: 'Password is too weak',
  REFRESH_TOKEN_INVALID: 'Invalid Refresh Token',
  LINK_INVALID: 'Email link is invalid or has expired',
  OIDC_EMAIL_NOT_VERIFIED: 'Your account at the sign-in provider has no verified email address. Verify it there, or sign in with your password.',
  OIDC_SIGN_IN_FAILED: 'Sign-in through the provider did not complete. Please try again.',
  OIDC_NOT_CONFIGURED: 'Sign-in through a provider is not set up on this site',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a moment and try again.',
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password to set a new one',
  CURRENT_PASSWORD_INVALID: 'The current password is not correct',
  VENDOR_NOT_ACTIVE: 'Your account is under moderation. Please wait for administrator activation.',
  ACCOUNT_INACTIVE: 'Your account is inactive. Please contact the administrator.',
  ACCOUNT_DEACTIVATED: 'This account has been deactivated. Please contact the administrator.',
  USER_NOT_FOUND: 'User not found',
  ADMIN_NOT_FOUND: 'Administrator not found',
  LAST_ACTIVE_ADMIN: 'The last active administrator cannot be deactivated',
  CANNOT_CHANGE_OWN_STATUS: 'You cannot deactivate or reactivate your own account',
  NO_CONFIRMED_EMAIL: 'The account has no confirmed email to send the confirmation to',
  CONTACT_UNCHANGED: 'The new value is the same as the current one',
  // Orders, customers and scheduling.
  SLOT_TAKEN: 'The technician is already busy at that time',
  TRANSITION_NOT_ALLOWED: 'This order cannot move from {{from}} to {{to}}',
  REASON_REQUIRED: 'A reason is required to move an order to {{to}}',
  ORDER_NOT_EDITABLE: 'A closed or cancelled order cannot be edited',
  TECHNICIAN_NOT_FOUND: 'Technician not found',
  TECHNICIAN_INACTIVE: 'This technician is deactivated and cannot be assigned',
  CUSTOMER_NOT_FOUND: 'Customer not found',
  ALREADY_ON_ROSTER: 'The technician is already on your roster',
  INVITATION_NOT_FOUND: 'Invitation not found',
  INVITATION_DECLINED: 'The technician declined your invitation. You can invite again from {{date}}.',
  INVITATION_ANSWERED: 'This invitation has already been answered',
  // Money.
  ORDER_NOT_COMPLETED: 'This order has no completed job to calculate yet',
  SETTLEMENT_NOT_FOUND: 'Settlement not found',
  SETTLEMENT_NOT_OPEN: 'This statement is finalized and can no longer change: add an adjustment to the next one',
  SETTLEMENT_NOT_FINALIZED: 'Finalize the statement before recording a payout',
  PAYOUT_TOO_LARGE: 'The payout is more than the {{outstanding}} still owed',
  PAYMENTS_NOT_CONFIGURED: 'Online payments are not set up: record the payment by hand (cash, check or card terminal)',
  NOTHING_DUE: 'The customer owes nothing on this order',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature does not match',
  INVOICE_NOT_FOUND: 'Invoice not found',
  // Appliances and recalls.
  APPLIANCE_NOT_FOUND: 'Appliance not found',
  NOT_A_RECALL: 'This order does not repeat an earlier one',
  ORDER_NOT_CLOSED: 'Only a closed order can be rated',
  // The platform itself.
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  // Texts (issue 15).
  CUSTOMER_OPTED_OUT: 'This customer has opted out of texts (replied STOP)',
  SMS_SIGNATURE_INVALID: 'The Twilio signature does not match',
  SMS_NOT_FOUND: 'Text not found',
  SMS_ALREADY_RESOLVED: 'This text has already been resolved',
  // Chat (issue 15).
  CONVERSATION_NOT_FOUND: 'Conversation not found',
  OUTSIDE_WORKING_HOURS: "That time is outside the technician's working hours",
  OFFER_NOT_FOUND: 'Offer not found',
  OFFER_TAKEN: 'This order has already been taken by another technician',
  OFFER_WITHDRAWN: 'The vendor has withdrawn this offer',
  ORDER_NOT_OFFERABLE: 'Only an unassigned order can be offered to technicians',
  CUSTOMER_MERGED: 'This customer was merged into another one',
  MERGE_SAME_CUSTOMER: 'A customer cannot be merged into itself',
  PHONE_IN_USE: 'Another customer already has this phone number',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key must be 8–128 letters, digits, dashes or underscores',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'This request is still being processed; try again in a moment',
  IDEMPOTENT_REQUEST_DONE: 'This request was already carried out; reload to see its result',
} as const;

/**
 * Why one field of a request was refused (`fields[].code` of a VALIDATION_FAILED answer), so a
 * form shows it in its own language beside the field. `{{name}}` placeholders are the entry's
 * limits (`max`, `min`, `allowed`).
 */
export const FIELD_ERROR_MESSAGES = {
  REQUIRED: 'Required',
  BLANK: 'Cannot be blank',
  NOT_ALLOWED: 'Not a field of this request',
  NOT_TEXT: 'Must be text',
  NOT_NUMBER: 'Must be a number',
  NOT_INTEGER: 'Must be a whole number',
  NOT_BOOLEAN: 'Must be true or false',
  NOT_LIST: 'Must be a list',
  NOT_OBJECT: 'Must be an object',
  TOO_LONG: 'Must be at most {{max}} characters',
  TOO_SHORT: 'Must be at least {{min}} characters',
  TOO_SMALL: 'Must be at least {{min}}',
  TOO_LARGE: 'Must be at most {{max}}',
  TOO_MANY: 'At most {{max}} items',
  INVALID_CHARACTERS: 'Contains characters that are not allowed',
  INVALID_EMAIL: 'Must be an email address',
  INVALID_PHONE: 'Must be a phone number, for example +15551234567 or (555) 123-4567',
  INVALID_DATE: 'Must be a date as yyyy-mm-dd, between 1900 and 2200',
  DATE_IN_PAST: 'Must be today or later',
  DATE_IN_FUTURE: 'Must be today or earlier',
  INVALID_TIME: 'Must be a time as HH:MM',
  INVALID_TIME_SLOT: 'Must be morning, afternoon, evening, all day or a window HH:MM-HH:MM',
  INVALID_TIME_ZONE: 'Must be a time zone, for example Europe/Berlin',
  INVALID_ID: 'Must be an identifier this API gave out',
  UNKNOWN_APPLIANCE: "Must be one of this customer's appliances",
  INVALID_AMOUNT: 'Must be an amount such as 120 or 120.50, at most two decimals',
  INVALID_PERCENT: 'Must be a percentage from 0 to 100, at most {{max}} decimals',
  NOT_ONE_OF: 'Must be one of: {{allowed}}',
  INVALID: 'Not valid',
} as const;

/** Readable English for each weak-password reason. */
export const WEAK_PASSWORD_REASON_MESSAGES: Record<WeakPasswordReason, string> = {
  length: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
  characters: 'Password must mix at least two kinds of characters: lower-case, upper-case, digits, symbols',
  common: 'Password is too easy to guess: avoid common passwords, words and patterns',
};

export const EN_MESSAGE_CATALOGUE: MessageCatalogue = {
  errors: ERROR_MESSAGES,
  fields: FIELD_ERROR_MESSAGES,
  reasons: WEAK_PASSWORD_REASON_MESSAGES,
};

/** A field problem's code (the API's validation reads it here, with the messages at hand). */
export function isFieldErrorCode(value: unknown): value is keyof typeof FIELD_ERROR_MESSAGES {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FIELD_ERROR_MESSAGES, value);
}
