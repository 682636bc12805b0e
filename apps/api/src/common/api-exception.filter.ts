import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiError, ErrorCode, FieldProblem, MessageLanguage } from '@fixflow/contracts';
import type { Request, Response } from 'express';
import { languageOf } from '../i18n/language.js';
import { fieldErrorMessage } from '../i18n/message-catalogues.js';
import { ApiException, type FieldError, formatErrorMessage } from './api-exception.js';
import { ReplayedAnswer } from '../idempotency/idempotency-scope.js';

/** The code a bare HttpException (thrown by Nest or a library) stands for. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case HttpStatus.BAD_REQUEST:
      return 'BAD_REQUEST';
    case HttpStatus.UNAUTHORIZED:
      return 'NOT_AUTHENTICATED';
    case HttpStatus.FORBIDDEN:
      return 'FORBIDDEN';
    case HttpStatus.NOT_FOUND:
    case HttpStatus.METHOD_NOT_ALLOWED:
      return 'NOT_FOUND';
    case HttpStatus.CONFLICT:
      return 'CONFLICT';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/**
 * The coded field problems, each message in the caller's language, one per field and code. An
 * entry without a code (a constraint already reported under its field's code, or a problem an
 * older code path raised) is INVALID only when its field has no coded entry.
 */
function fieldProblems(errors: FieldError[], language: MessageLanguage): FieldProblem[] {
  const coded = new Set(errors.filter((error) => error.code).map((error) => error.field));
  const seen = new Set<string>();
  return errors.flatMap(({ field, code, params }) => {
    if (!code && coded.has(field)) return [];
    const fieldCode = code ?? 'INVALID';
    const key = `${field} ${fieldCode}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ field, code: fieldCode, ...params, message: fieldErrorMessage(fieldCode, language, params ?? {}) }];
  });
}

/**
 * The status of an error body-parser raised on a body it could not read (too large, not JSON,
 * too deep, a bad charset), or null. Its own 403 for a refused `verify` is a 400 here: the body
 * is at fault, not the caller's rights.
 */
function bodyParserStatus(exception: unknown): number | null {
  const { type, status } = (exception ?? {}) as { type?: unknown; status?: unknown };
  if (typeof type !== 'string' || !/^(entity|request|charset|encoding)\./.test(type) || typeof status !== 'number') return null;
  if (type === 'entity.too.large') return HttpStatus.PAYLOAD_TOO_LARGE;
  return status >= 500 ? null : status === HttpStatus.UNSUPPORTED_MEDIA_TYPE ? status : HttpStatus.BAD_REQUEST;
}

/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;

// Node's socket errors, and PostgreSQL's connection-exception class (08…) plus the shutdown,
// cannot-connect-now and too-many-connections codes.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGE = /Connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Whether an error (or one it wraps) says the database cannot be reached, rather than that a query was wrong. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (error.name === 'ConnectionException' || UNREACHABLE_MESSAGE.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(error.cause, depth + 1);
}

/**
 * Turns any exception into a catalogue error body; the client never sees internals. The message
 * is in the caller's language (Accept-Language), English by default.
 */
export function toApiError(exception: unknown, language: MessageLanguage = 'en'): ApiError {
  if (exception instanceof ApiException) {
    const message = formatErrorMessage(exception.code, exception.params, language);
    const body: ApiError = { statusCode: exception.getStatus(), code: exception.code, message, ...exception.details(language) };
    if (exception.fieldErrors) {
      body.errors = exception.fieldErrors.map(({ field, message }) => ({ field, message }));
      body.fields = fieldProblems(exception.fieldErrors, language);
    }
    return body;
  }
  const parserStatus = bodyParserStatus(exception);
  if (parserStatus) {
    const code = parserStatus === HttpStatus.PAYLOAD_TOO_LARGE ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    return { statusCode: parserStatus, code, message: formatErrorMessage(code, {}, language) };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const code = codeForStatus(statusCode);
    return { statusCode, code, message: formatErrorMessage(code, {}, language) };
  }
  if (isDatabaseUnreachable(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE', message: formatErrorMessage('SERVICE_UNAVAILABLE', {}, language) };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL', message: formatErrorMessage('INTERNAL', {}, language) };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    // A stored answer to an Idempotency-Key sent again as it was (success or refusal).
    if (exception instanceof ReplayedAnswer) {
      const response = host.switchToHttp().getResponse<Response>();
      if (!response.headersSent) exception.send(response);
      return;
    }
    const language = languageOf(host.switchToHttp().getRequest<Request>().headers['accept-language']);
    const body = toApiError(exception, language);
    if (body.code === 'SERVICE_UNAVAILABLE') {
      this.logger.warn(`Database unreachable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_S));
    response.status(body.statusCode).json(body);
  }
}
