import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiException, type FieldError } from './api-exception.js';

/** Flattens class-validator's tree into `{field: 'address.city', message}` entries. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

/** Request bodies are whitelisted DTOs; a bad one answers 400 VALIDATION_FAILED with its fields. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, toFieldErrors(errors)),
  });
}
