import { errorMessage, isErrorCode, type ApiError, type BusySlot, type ErrorCode } from '@fixflow/contracts';

/** NETWORK_ERROR never comes from the API: the request did not get an answer. */
export type ApiClientErrorCode = ErrorCode | 'NETWORK_ERROR';

/** Every failed call rejects with this, so callers switch on `code`, not on text. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';

  constructor(
    readonly statusCode: number,
    readonly code: ApiClientErrorCode,
    message: string,
    readonly errors?: ApiError['errors'],
    /** Why a WEAK_PASSWORD answer refused the password. */
    readonly reasons?: ApiError['reasons'],
    /** The technician's slot a SLOT_TAKEN answer clashed with. */
    readonly slot?: BusySlot,
    /** A VALIDATION_FAILED answer's problems with a code each, for forms to translate. */
    readonly fields?: ApiError['fields'],
    /** An OUTSIDE_WORKING_HOURS answer: the technician's hours on the day asked (empty: a day off), for the override's confirmation. */
    readonly working_hours?: ApiError['working_hours'],
    /** A CUSTOMER_MERGED answer: the customer the one asked for was merged into, for the page to open it instead. */
    readonly merged_into?: string,
  ) {
    super(message);
  }
}

/** What a status means when the body is not the API's JSON (a proxy page, an empty 502…). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  if (status === 401) return 'NOT_AUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  return 'INTERNAL';
}

function isApiErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return isErrorCode(candidate.code) && typeof candidate.message === 'string';
}

export function errorFromResponse(status: number, body: unknown): ApiClientError {
  if (isApiErrorBody(body)) {
    return new ApiClientError(status, body.code, body.message, body.errors, body.reasons, body.slot, body.fields, body.working_hours, body.merged_into);
  }
  const code = codeForStatus(status);
  // The English text once the catalogue is in (forms translate by code anyway), else the status.
  const message = errorMessage(code);
  return new ApiClientError(status, code, message === code ? `HTTP ${status}` : message);
}

export function networkError(cause: unknown): ApiClientError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ApiClientError(0, 'NETWORK_ERROR', `The server could not be reached (${reason})`);
}
