import type { WeakPasswordReason } from './accounts.js';
import type { OutsideHoursDetails } from './dispatch.js';
import type { BusySlot } from './availability.js';
// Types only: the English words stay out of every module that imports this one.
import type { ERROR_MESSAGES, FIELD_ERROR_MESSAGES } from './i18n/errors.en.js';

/**
 * Stable error codes the API answers with (`{statusCode, code, message}`): the keys of the English
 * catalogue (i18n/errors.en.ts), which only the API and a web page that needs the words load.
 */
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
  // Never HTTP answers either: GET /api/auth/oidc/callback puts them in the redirect's hash.
  OIDC_EMAIL_NOT_VERIFIED: 400,
  OIDC_SIGN_IN_FAILED: 400,
  OIDC_NOT_CONFIGURED: 404,
  TOO_MANY_ATTEMPTS: 429,
  CURRENT_PASSWORD_REQUIRED: 400,
  CURRENT_PASSWORD_INVALID: 400,
  VENDOR_NOT_ACTIVE: 403,
  ACCOUNT_INACTIVE: 403,
  // Issue 16, administrators and User Management.
  ACCOUNT_DEACTIVATED: 403,
  USER_NOT_FOUND: 404,
  ADMIN_NOT_FOUND: 404,
  LAST_ACTIVE_ADMIN: 409,
  CANNOT_CHANGE_OWN_STATUS: 409,
  NO_CONFIRMED_EMAIL: 409,
  CONTACT_UNCHANGED: 409,
  SLOT_TAKEN: 409,
  TRANSITION_NOT_ALLOWED: 409,
  REASON_REQUIRED: 400,
  ORDER_NOT_EDITABLE: 409,
  TECHNICIAN_NOT_FOUND: 404,
  TECHNICIAN_INACTIVE: 409,
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
  PAYMENTS_NOT_CONFIGURED: 409,
  NOTHING_DUE: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  INVOICE_NOT_FOUND: 404,
  APPLIANCE_NOT_FOUND: 404,
  NOT_A_RECALL: 409,
  ORDER_NOT_CLOSED: 409,
  SERVICE_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
  // Texts (issue 15).
  CUSTOMER_OPTED_OUT: 409,
  SMS_SIGNATURE_INVALID: 403,
  SMS_NOT_FOUND: 404,
  SMS_ALREADY_RESOLVED: 409,
  // Chat (issue 15).
  CONVERSATION_NOT_FOUND: 404,
  // Dispatch (issue 17).
  OUTSIDE_WORKING_HOURS: 409,
  OFFER_NOT_FOUND: 404,
  OFFER_TAKEN: 409,
  OFFER_WITHDRAWN: 409,
  ORDER_NOT_OFFERABLE: 409,
  // Customers (issue 18).
  CUSTOMER_MERGED: 410,
  MERGE_SAME_CUSTOMER: 409,
  PHONE_IN_USE: 409,
  // Idempotency-Key (issues 19, 20).
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  IDEMPOTENT_REQUEST_DONE: 409,
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
  /** An OUTSIDE_WORKING_HOURS answer: the technician's hours on the day asked (empty: a day off). */
  working_hours?: OutsideHoursDetails;
  /** A CUSTOMER_MERGED answer: the customer this one was merged into. */
  merged_into?: string;
}

/** Why one field of a request was refused: the keys of FIELD_ERROR_MESSAGES (i18n/errors.en.ts). */
export type FieldErrorCode = keyof typeof FIELD_ERROR_MESSAGES;

export interface FieldProblem {
  field: string;
  code: FieldErrorCode;
  message: string;
  max?: number;
  min?: number;
  allowed?: string;
}

/** An error code of this API (ERROR_STATUS lists every one): no message needs to be loaded to tell. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
