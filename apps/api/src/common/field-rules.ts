import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { parseMoney, parsePercent } from '@fixflow/contracts';
import { normalizePhone, PERSONAL_BOOKING_PHONE } from '@fixflow/contracts/phone';

/*
 * The field rules every DTO shares. A custom rule is named by its FieldErrorCode, so the
 * validation pipe reports it with that code and no mapping table.
 */

/**
 * May be left out, but not sent as null: in a PATCH, null means "clear", and this field cannot be
 * cleared. (class-validator's IsOptional lets null through to a NOT NULL column.)
 */
export const Optional = () =>
  applyDecorators(
    ValidateIf((_dto, value) => value !== undefined),
    ValidateBy({ name: 'REQUIRED', validator: { validate: (value) => value !== null, defaultMessage: (args) => `${args?.property} must not be null` } }),
  );

/** May be left out or sent as null, which clears it. */
export const Nullable = () => IsOptional();

/** Text that is not only spaces: "   " is no name. (An empty one is IsNotEmpty's to refuse, where it must be.) */
export const NotBlank = () =>
  ValidateBy({
    name: 'BLANK',
    validator: {
      validate: (value) => typeof value !== 'string' || value === '' || value.trim().length > 0,
      defaultMessage: (args) => `${args?.property} must not be blank`,
    },
  });

/** A phone as typed becomes E.164 (the one rule in @fixflow/contracts/phone); anything else stays, for IsPhone to refuse. */
export const ToE164 = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normalizePhone(value) ?? value) : value));

const E164 = /^\+[1-9]\d{6,14}$/;

/** After ToE164: an E.164 number (or, with `placeholder`, SPEC.md §5's personal booking phone). */
export const IsPhone = (options: { placeholder?: boolean } = {}) =>
  ValidateBy({
    name: 'INVALID_PHONE',
    validator: {
      validate: (value) => typeof value === 'string' && (E164.test(value) || (options.placeholder === true && value === PERSONAL_BOOKING_PHONE)),
      defaultMessage: (args) => `${args?.property} must be a phone number, for example +15551234567 or (555) 123-4567`,
    },
  });

/** A non-negative amount as money travels on the wire ("120", "120.50"): the one rule of @fixflow/contracts/money. */
export const IsAmount = () =>
  ValidateBy({
    name: 'INVALID_AMOUNT',
    validator: {
      validate: (value) => typeof value === 'string' && parseMoney(value) !== null,
      defaultMessage: (args) => `${args?.property} must be an amount such as 120 or 120.50, at most two decimals`,
    },
  });

/** A percentage 0–100 with at most `decimals` decimals ("8.000" for a tax rate, "50.00" for a commission). */
export const IsPercent = (decimals: 2 | 3 = 3) =>
  ValidateBy({
    name: 'INVALID_PERCENT',
    constraints: [decimals],
    validator: {
      validate: (value) => typeof value === 'string' && parsePercent(value) !== null && (value.split('.')[1]?.length ?? 0) <= decimals,
      defaultMessage: (args) => `${args?.property} must be a percentage from 0 to 100, at most ${decimals} decimals`,
    },
  });
