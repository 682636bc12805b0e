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
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The body of every error the API answers with. */
export interface ApiError {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Field-level problems of a VALIDATION_FAILED answer. */
  errors?: { field: string; message: string }[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_MESSAGES;
}
