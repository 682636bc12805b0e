import { HttpException } from '@nestjs/common';
import { type ApiError, type ErrorCode, type FieldErrorCode, type MessageLanguage } from '@fixflow/contracts';
import { errorMessage } from '../i18n/message-catalogues.js';

/**
 * One refused field: the validator's English `message` (the `errors` list older clients read) and,
 * where known, its catalogue `code` with the limits its message names (`fields`).
 */
export interface FieldError {
  field: string;
  message: string;
  code?: FieldErrorCode;
  params?: { max?: number; min?: number; allowed?: string };
}

/** Fills `{{name}}` placeholders of a catalogue message, in English unless a language is given. */
export function formatErrorMessage(
  code: ErrorCode,
  params: Record<string, string | number> = {},
  language: MessageLanguage = 'en',
): string {
  return errorMessage(code, language, params);
}

/** An error the API answers with on purpose: an HTTP status plus a code from the contracts catalogue. */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldError[],
  ) {
    super(formatErrorMessage(code, params), status);
  }

  /** Extra fields of the error body (in the caller's language), for errors that carry more than a message. */
  details(_language: MessageLanguage): Pick<ApiError, 'reasons' | 'slot' | 'working_hours' | 'merged_into'> {
    return {};
  }
}
