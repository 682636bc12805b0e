import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiError, ErrorCode, MessageLanguage } from '@fixflow/contracts';
import type { Request, Response } from 'express';
import { languageOf } from '../i18n/language.js';
import { ApiException, formatErrorMessage } from './api-exception.js';

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
 * Turns any exception into a catalogue error body; the client never sees internals. The message
 * is in the caller's language (Accept-Language), English by default.
 */
export function toApiError(exception: unknown, language: MessageLanguage = 'en'): ApiError {
  if (exception instanceof ApiException) {
    const message = formatErrorMessage(exception.code, exception.params, language);
    const body: ApiError = { statusCode: exception.getStatus(), code: exception.code, message, ...exception.details(language) };
    if (exception.fieldErrors) body.errors = exception.fieldErrors;
    return body;
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const code = codeForStatus(statusCode);
    return { statusCode, code, message: formatErrorMessage(code, {}, language) };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL', message: formatErrorMessage('INTERNAL', {}, language) };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const language = languageOf(host.switchToHttp().getRequest<Request>().headers['accept-language']);
    const body = toApiError(exception, language);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
