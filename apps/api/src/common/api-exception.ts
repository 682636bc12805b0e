import { HttpException } from '@nestjs/common';
import { type ApiError, ERROR_MESSAGES, type ErrorCode } from '@fixflow/contracts';

export type FieldError = NonNullable<ApiError['errors']>[number];

/** Fills `{{name}}` placeholders of a catalogue message. */
export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return ERROR_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** An error the API answers with on purpose: an HTTP status plus a code from the contracts catalogue. */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldError[],
  ) {
    super(formatErrorMessage(code, params), status);
  }
}
