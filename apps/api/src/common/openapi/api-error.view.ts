import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { type ApiError, type ErrorCode, type FieldErrorCode, type FieldProblem, type OutsideHoursDetails, WEAK_PASSWORD_REASONS, type WeakPasswordReason } from '@fixflow/contracts';
import { ERROR_MESSAGES, FIELD_ERROR_MESSAGES } from '@fixflow/contracts/errors.en';
import type { FieldError } from '../api-exception.js';
import { WeeklyHoursEntryView } from '../../scheduling/availability.views.js';
import { BusySlotView } from './busy-slot.view.js';

/** One field's problem in a 400 VALIDATION_FAILED answer. */
@ApiSchema({ name: 'FieldError' })
export class FieldErrorView implements FieldError {
  @ApiProperty({ description: "The field's path, e.g. `keys.p256dh`" })
  field: string;

  @ApiProperty()
  message: string;
}

/** One field's problem with its catalogue code, for a form to show in its own language. */
@ApiSchema({ name: 'FieldProblem' })
export class FieldProblemView implements FieldProblem {
  @ApiProperty({ description: "The field's path, e.g. `keys.p256dh`" })
  field: string;

  @ApiProperty({ enum: Object.keys(FIELD_ERROR_MESSAGES), enumName: 'FieldErrorCode' })
  code: FieldErrorCode;

  @ApiProperty({ description: "The code's message in the caller's language, its limits filled in" })
  message: string;

  @ApiPropertyOptional({ type: 'number', description: 'TOO_LONG, TOO_LARGE, TOO_MANY: the most allowed' })
  max?: number;

  @ApiPropertyOptional({ type: 'number', description: 'TOO_SHORT, TOO_SMALL: the least allowed' })
  min?: number;

  @ApiPropertyOptional({ description: 'NOT_ONE_OF: the values allowed, comma-separated' })
  allowed?: string;
}

@ApiSchema({ name: 'WeakPasswordReasonEntry' })
export class WeakPasswordReasonView {
  @ApiProperty({ enum: WEAK_PASSWORD_REASONS, enumName: 'WeakPasswordReason' })
  code: WeakPasswordReason;

  @ApiProperty()
  message: string;
}

/** What 409 OUTSIDE_WORKING_HOURS carries. */
@ApiSchema({ name: 'OutsideHoursDetails' })
export class OutsideHoursDetailsView implements OutsideHoursDetails {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: "The weekday asked, on the technician's clock (0 = Sunday)" })
  weekday: number;

  @ApiProperty({ type: [WeeklyHoursEntryView], description: 'Its working hours that weekday; empty: a day off' })
  hours: WeeklyHoursEntryView[];

  @ApiProperty({ example: 'America/Chicago', description: 'The IANA zone the hours are wall-clock times in' })
  timezone: string;
}

/** The body of every error answer; each operation's responses narrow `code` to the codes it can answer. */
@ApiSchema({ name: 'ApiError' })
export class ApiErrorView implements ApiError {
  @ApiProperty({ type: 'integer', example: 404 })
  statusCode: number;

  @ApiProperty({ enum: Object.keys(ERROR_MESSAGES), enumName: 'ErrorCode' })
  code: ErrorCode;

  @ApiProperty({ description: "The catalogue's message in the caller's language (Accept-Language)" })
  message: string;

  @ApiPropertyOptional({ type: [FieldErrorView], description: "VALIDATION_FAILED: the fields at fault, in the validator's English" })
  errors?: FieldErrorView[];

  @ApiPropertyOptional({ type: [FieldProblemView], description: 'VALIDATION_FAILED: the same problems with a code each, in the caller\'s language' })
  fields?: FieldProblemView[];

  @ApiPropertyOptional({ type: [WeakPasswordReasonView], description: 'WEAK_PASSWORD: why the password was refused' })
  reasons?: WeakPasswordReasonView[];

  @ApiPropertyOptional({ type: () => BusySlotView, description: "SLOT_TAKEN: the technician's slot in the way" })
  slot?: BusySlotView;

  @ApiPropertyOptional({ type: () => OutsideHoursDetailsView, description: "OUTSIDE_WORKING_HOURS: the technician's hours on the day asked (none: a day off)" })
  working_hours?: OutsideHoursDetailsView;

  @ApiPropertyOptional({ format: 'uuid', description: 'CUSTOMER_MERGED: the customer this one was merged into' })
  merged_into?: string;
}
