import { ValidateBy } from 'class-validator';
import { isServiceDate, isTimeSlot } from './time-slots.js';

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
