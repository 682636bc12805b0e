import type { WeakPasswordReason } from './accounts.js';
import type { BusySlot } from './orders.js';

/**
 * Stable error codes the API answers with (`{statusCode, code, message}`).
 * The English message is SPEC.md §8's text to the letter; translations live in
 * the i18n resources under the same code.
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
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a moment and try again.',
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password to set a new one',
  CURRENT_PASSWORD_INVALID: 'The current password is not correct',
  VENDOR_NOT_ACTIVE: 'Your account is under moderation. Please wait for administrator activation.',
  ACCOUNT_INACTIVE: 'Your account is inactive. Please contact the administrator.',
  // Orders, customers and scheduling.
  SLOT_TAKEN: 'The technician is already busy at that time',
  TRANSITION_NOT_ALLOWED: 'This order cannot move from {{from}} to {{to}}',
  REASON_REQUIRED: 'A reason is required to move an order to {{to}}',
  ORDER_NOT_EDITABLE: 'A closed or cancelled order cannot be edited',
  TECHNICIAN_NOT_FOUND: 'Technician not found',
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
  // The platform itself.
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  PAYLOAD_TOO_LARGE: 'The request is too large',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * The HTTP status each code is answered with: one per code, so the OpenAPI document derives its
 * error responses from here. A new code without a status fails the typecheck.
 */
export const ERROR_STATUS = {
  NOT_LOGGED_IN_CREATE_ORDER: 401,
  VENDOR_NOT_FOUND: 404,
  NOT_AUTHENTICATED: 401,
  NO_ACTIVE_SESSION: 401,
  PROFILE_NOT_FOUND: 404,
  PASSWORD_UPDATE_FAILED: 500,
  PROFILE_UPDATE_FAILED: 500,
  ORDER_NOT_FOUND: 404,
  AUTH_SESSION_MISSING: 401,
  EMAIL_OR_PHONE_REQUIRED: 400,
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  FORBIDDEN: 403,
  INTERNAL: 500,
  INVALID_CREDENTIALS: 400,
  EMAIL_NOT_CONFIRMED: 400,
  USER_ALREADY_REGISTERED: 409,
  WEAK_PASSWORD: 422,
  REFRESH_TOKEN_INVALID: 401,
  // Never an HTTP answer: GET /api/auth/verify puts it in the redirect's hash.
  LINK_INVALID: 400,
  TOO_MANY_ATTEMPTS: 429,
  CURRENT_PASSWORD_REQUIRED: 400,
  CURRENT_PASSWORD_INVALID: 400,
  VENDOR_NOT_ACTIVE: 403,
  ACCOUNT_INACTIVE: 403,
  SLOT_TAKEN: 409,
  TRANSITION_NOT_ALLOWED: 409,
  REASON_REQUIRED: 400,
  ORDER_NOT_EDITABLE: 409,
  TECHNICIAN_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  ALREADY_ON_ROSTER: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_DECLINED: 409,
  INVITATION_ANSWERED: 409,
  ORDER_NOT_COMPLETED: 409,
  SETTLEMENT_NOT_FOUND: 404,
  SETTLEMENT_NOT_OPEN: 409,
  SETTLEMENT_NOT_FINALIZED: 409,
  PAYOUT_TOO_LARGE: 409,
  SERVICE_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
} as const satisfies Record<ErrorCode, number>;

/** The body of every error the API answers with. */
export interface ApiError {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Field-level problems of a VALIDATION_FAILED answer, in the validator's English (kept for older clients). */
  errors?: { field: string; message: string }[];
  /** The same problems with a code each (FIELD_ERROR_MESSAGES), its limits, and the message in the caller's language. */
  fields?: FieldProblem[];
  /** Why a WEAK_PASSWORD answer refused the password. */
  reasons?: { code: WeakPasswordReason; message: string }[];
  /** The technician's slot a SLOT_TAKEN answer clashed with. */
  slot?: BusySlot;
}

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
  INVALID_TIME: 'Must be a time as HH:MM',
  INVALID_TIME_SLOT: 'Must be morning, afternoon, evening, all day or a window HH:MM-HH:MM',
  INVALID_TIME_ZONE: 'Must be a time zone, for example Europe/Berlin',
  INVALID_ID: 'Must be an identifier this API gave out',
  INVALID_AMOUNT: 'Must be an amount such as 120 or 120.50, at most two decimals',
  INVALID_PERCENT: 'Must be a percentage from 0 to 100, at most {{max}} decimals',
  NOT_ONE_OF: 'Must be one of: {{allowed}}',
  INVALID: 'Not valid',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERROR_MESSAGES;

export interface FieldProblem {
  field: string;
  code: FieldErrorCode;
  message: string;
  max?: number;
  min?: number;
  allowed?: string;
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && value in FIELD_ERROR_MESSAGES;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_MESSAGES;
}
