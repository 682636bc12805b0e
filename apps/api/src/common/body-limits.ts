import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { languageOf } from '../i18n/language.js';
import { toApiError } from './api-exception.filter.js';

/** No body of this API comes near it: the largest, an order, is a few KB even in Cyrillic. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Arrays and objects nested deeper than this are refused; the deepest DTO (push keys) is 2. */
export const MAX_BODY_DEPTH = 32;

/**
 * At most this many members and elements in a whole body; the longest list of any DTO is 100
 * technician ids. A 20 KB array of 10,000 zeros otherwise costs ~50 ms of CPU in the DTO
 * transform before it is refused.
 */
export const MAX_BODY_VALUES = 1000;
const COMMA = 0x2c;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests deeper than `maxDepth` or holds more than `maxValues` members and
 * elements, read from its bytes in one pass without parsing: a 10,000-deep body costs a loop
 * over its bytes, not a parse, a DTO transform and a recursion that runs out of stack. Brackets
 * and commas inside strings do not count.
 */
export function jsonShapeExceeds(bytes: Uint8Array, maxDepth: number, maxValues: number): boolean {
  let depth = 0;
  let separators = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
    } else if (byte === COMMA) {
      separators += 1;
      if (separators >= maxValues) return true;
    }
  }
  return false;
}

/** The body-parser error type of a body refused for its shape (the exception filter answers it 400). */
export const TOO_DEEP = 'entity.too.deep';

/** Webhooks whose signature covers the exact bytes sent: their raw body is kept on the request. */
const RAW_BODY_PATHS = new Set(['/api/payments/stripe/webhook']);

/** body-parser's `verify` hook: runs on the raw bytes before JSON.parse. */
export function refuseDeepJson(req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  if (jsonShapeExceeds(bytes, MAX_BODY_DEPTH, MAX_BODY_VALUES)) {
    throw Object.assign(new Error(`JSON nested deeper than ${MAX_BODY_DEPTH} or with more than ${MAX_BODY_VALUES} values`), { type: TOO_DEEP });
  }
  if (RAW_BODY_PATHS.has((req.url ?? '').split('?')[0])) (req as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
}

/**
 * Express error middleware placed right after the body parser: a body it refused (too large, too
 * deep, not JSON) is answered in the catalogue's shape here, since Nest's exception filter only
 * sees errors thrown inside its routes.
 */
export function answerUnreadableBody(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const body = toApiError(error, languageOf(req.headers['accept-language']));
  res.status(body.statusCode).json(body);
}
