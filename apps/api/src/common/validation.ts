import { type ArgumentMetadata, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import type { FieldErrorCode } from '@fixflow/contracts';
import { isFieldErrorCode } from '@fixflow/contracts/errors.en';
import { ApiException, type FieldError } from './api-exception.js';

/** class-validator's constraint names → the catalogue's field codes (custom rules are named by their code). */
const CODE_OF_CONSTRAINT: Record<string, FieldErrorCode> = {
  isDefined: 'REQUIRED',
  isNotEmpty: 'REQUIRED',
  arrayNotEmpty: 'REQUIRED',
  whitelistValidation: 'NOT_ALLOWED',
  isString: 'NOT_TEXT',
  isNumber: 'NOT_NUMBER',
  isInt: 'NOT_INTEGER',
  isBoolean: 'NOT_BOOLEAN',
  isArray: 'NOT_LIST',
  nestedValidation: 'NOT_OBJECT',
  maxLength: 'TOO_LONG',
  minLength: 'TOO_SHORT',
  min: 'TOO_SMALL',
  max: 'TOO_LARGE',
  arrayMaxSize: 'TOO_MANY',
  isEmail: 'INVALID_EMAIL',
  isIn: 'NOT_ONE_OF',
  isUuid: 'INVALID_ID',
  isTimeZone: 'INVALID_TIME_ZONE',
  isServiceDate: 'INVALID_DATE',
  isTimeSlot: 'INVALID_TIME_SLOT',
};

/** The limit a constraint was declared with (MaxLength(200) → {max: 200}), for the field's message. */
function paramsOf(error: ValidationError, constraint: string, code: FieldErrorCode): FieldError['params'] {
  if (!error.target) return undefined;
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(error.target.constructor, '', true, false)
    .find((entry) => entry.propertyName === error.property && entry.name === constraint);
  const limit: unknown = metadata?.constraints?.[0];
  if (code === 'NOT_ONE_OF' && Array.isArray(limit)) return { allowed: limit.join(', ') };
  if (typeof limit !== 'number') return undefined;
  return code === 'TOO_SHORT' || code === 'TOO_SMALL' ? { min: limit } : { max: limit };
}

/** A value of the wrong kind: its limits (at most 365, at least 0) say nothing about it. */
const WRONG_KIND = new Set<FieldErrorCode>(['NOT_TEXT', 'NOT_NUMBER', 'NOT_INTEGER', 'NOT_BOOLEAN', 'NOT_LIST', 'NOT_OBJECT']);

/**
 * Flattens class-validator's tree into `{field: 'address.city', message, code, params}` entries.
 * A value that is missing or null is reported once, as REQUIRED, whatever else it failed; a value
 * of the wrong kind ('abc' for a number of days) only as that, not also as out of its range.
 */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    const missing = error.value === null || error.value === undefined;
    const own = constraints.map(([name, message], index): FieldError => {
      const code = missing ? 'REQUIRED' : isFieldErrorCode(name) ? name : (CODE_OF_CONSTRAINT[name] ?? 'INVALID');
      const coded = !missing || index === 0;
      return { field, message, ...(coded ? { code, params: missing ? undefined : paramsOf(error, name, code) } : {}) };
    });
    const kind = missing ? [] : own.filter((entry) => entry.code !== undefined && WRONG_KIND.has(entry.code));
    return [...(kind.length ? kind : own), ...toFieldErrors(error.children ?? [], field)];
  });
}

const isEmptyObject = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/**
 * Nest's ValidationPipe, with one shortcut: a query DTO given no parameters at all (every list's
 * first, unfiltered page) gets the verdict the DTO gave `{}` the first time, since that cannot
 * change, instead of class-transformer and class-validator again (~60 µs a request).
 */
class ApiValidationPipe extends ValidationPipe {
  private readonly emptyQueryIsValid = new WeakMap<object, boolean>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metadata.type !== 'query' || !metatype || !isEmptyObject(value) || !this.toValidate(metadata)) {
      return super.transform(value, metadata);
    }
    let valid = this.emptyQueryIsValid.get(metatype);
    if (valid === undefined) {
      valid = await super.transform({}, metadata).then(
        () => true,
        () => false,
      );
      this.emptyQueryIsValid.set(metatype, valid);
    }
    return valid ? plainToInstance(metatype, {}, this.transformOptions) : super.transform(value, metadata);
  }
}

/** Request bodies and queries are whitelisted DTOs; a bad one answers 400 VALIDATION_FAILED with its fields. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The target lets toFieldErrors read a constraint's limit (MaxLength(200) → max 200); the
    // factory below sends only fields, codes and messages, never the target itself.
    validationError: { target: true },
    exceptionFactory: (errors) =>
      new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, toFieldErrors(errors)),
  });
}
