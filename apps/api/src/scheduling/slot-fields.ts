import { HttpStatus } from '@nestjs/common';
import { ValidateBy } from 'class-validator';
import { ApiException } from '../common/api-exception.js';
import { isServiceDate, isTimeSlot, todayIn } from './time-slots.js';

export const IsServiceDate = () =>
  ValidateBy({
    name: 'isServiceDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isServiceDate(value),
      defaultMessage: (args) => `${args?.property ?? 'service_date'} must be a date as yyyy-mm-dd`,
    },
  });

export const IsTimeSlot = () =>
  ValidateBy({
    name: 'isTimeSlot',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isTimeSlot(value),
      defaultMessage: () => "time_slot must be morning, afternoon, evening, all_day or an exact window 'HH:MM-HH:MM'",
    },
  });

/**
 * A day a user books (an order, a personal booking, time off) is today or later on its own clock
 * (the vendor's or technician's zone), never a day gone by: 400 DATE_IN_PAST on that field.
 */
export function refusePastDate(date: string, zone: string, field = 'service_date'): void {
  if (date >= todayIn(zone)) return;
  throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field, message: `${field} must be today or later`, code: 'DATE_IN_PAST' }]);
}
