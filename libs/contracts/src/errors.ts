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
  VENDOR_NOT_ACTIVE: 'Your account is under moderation. Please wait for administrator activation.',
  // Orders, customers and scheduling.
  SLOT_TAKEN: 'The technician is already busy at that time',
  TRANSITION_NOT_ALLOWED: 'This order cannot move from {{from}} to {{to}}',
  REASON_REQUIRED: 'A reason is required to move an order to {{to}}',
  ORDER_NOT_EDITABLE: 'A closed or cancelled order cannot be edited',
  TECHNICIAN_NOT_FOUND: 'Technician not found',
  CUSTOMER_NOT_FOUND: 'Customer not found',
  TECHNICIAN_EMAIL_NOT_FOUND: 'No technician is registered with this email',
  ALREADY_ON_ROSTER: 'The technician is already on your roster',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The body of every error the API answers with. */
export interface ApiError {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Field-level problems of a VALIDATION_FAILED answer. */
  errors?: { field: string; message: string }[];
  /** Why a WEAK_PASSWORD answer refused the password. */
  reasons?: { code: WeakPasswordReason; message: string }[];
  /** The technician's slot a SLOT_TAKEN answer clashed with. */
  slot?: BusySlot;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_MESSAGES;
}
