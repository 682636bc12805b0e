import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { languageOf } from '../i18n/language.js';
import { ApiException, type FieldError } from './api-exception.js';
import { toApiError } from './api-exception.filter.js';

/**
 * NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is no character at all:
 * neither belongs in any field of this API.
 */
// With the u flag a surrogate pair is one code point, so \p{Cs} matches only an unpaired half.
const UNPAIRED_SURROGATE = /\p{Cs}/u;
const hasBadCharacters = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);

/** Every string (or key) of a parsed body or query that carries a bad character, by path. */
export function fieldsWithBadCharacters(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (hasBadCharacters(value)) found.push(path || '(body)');
  } else if (typeof value === 'object' && value !== null && depth < 64) {
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasBadCharacters(key)) found.push(childPath);
      else fieldsWithBadCharacters(child, childPath, found, depth + 1);
    }
  }
  return found;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Refuses a request whose body, query or path carries a bad character with 400
 * VALIDATION_FAILED (INVALID_CHARACTERS), before any guard or DTO sees it: the sign-in rate
 * limit, for one, stores the email it counts.
 */
export function refuseBadCharacters(req: Request, res: Response, next: NextFunction): void {
  const fields = [
    ...fieldsWithBadCharacters(req.body),
    ...fieldsWithBadCharacters(req.query),
    ...(hasBadCharacters(decodedPath(req.path)) ? ['(path)'] : []),
  ];
  if (!fields.length) return next();
  const errors = fields.map((field): FieldError => ({ field, message: `${field} must not contain NUL or unpaired surrogate characters`, code: 'INVALID_CHARACTERS' }));
  const body = toApiError(new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, errors), languageOf(req.headers['accept-language']));
  res.status(body.statusCode).json(body);
}
