import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { IsPhone, NotBlank, Nullable, Optional, ToE164 } from '../../common/field-rules.js';
import {
  CANCEL_SIDES,
  DECLINE_REASON_MAX,
  ORDER_LIST_SORTS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PERSONAL_ORDER_SOURCE,
  type CreateOrderRequest,
  type CreatePersonalOrderRequest,
  type OrderListQuery,
  type OrderListSort,
  type OrderSource,
  type OrderStatus,
  type TransitionOrderRequest,
  type AssignOrderRequest,
  type CancelSide,
  type OrderRatingRequest,
  type RecallDecisionRequest,
  type DeclineOrderRequest,
} from '@fixflow/contracts';
import { CompletionDto } from './completion.dto.js';
import { CURSOR_MESSAGE, PageLimitDto } from '../../common/keyset-page.js';
import { decodeOrderCursor } from '../order-list-keyset.js';
import { CreateApplianceDto } from '../../customers/appliances.dto.js';
import { ContactFieldsDto } from '../../customers/contact-fields.dto.js';
import { EmptyToNull } from '../../customers/customer-fields.js';
import { IsServiceDate, IsTimeSlot } from '../../scheduling/slot-fields.js';

const VENDOR_SOURCES = ORDER_SOURCES.filter((source) => source !== PERSONAL_ORDER_SOURCE);

/** The fields every order body shares; all optional here, required ones re-declared below. */
class OrderFieldsDto extends ContactFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(100)
  appliance_type?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(4000)
  issue_description?: string | null;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  taxable?: boolean;

  @ApiPropertyOptional({ description: 'percent, 0–100' })
  @Optional()
  @IsNumber({}, { message: 'tax_rate must be a number' })
  @Min(0)
  @Max(100)
  tax_rate?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(2000)
  invoice_message?: string | null;
}

export class CreateOrderDto extends OrderFieldsDto implements CreateOrderRequest {
  @ApiProperty({ example: 'Jane Doe' })
  @IsString({ message: 'customer_name must be a string' })
  @IsNotEmpty({ message: 'customer_name is required' })
  @NotBlank()
  @MaxLength(200)
  customer_name: string;

  @ApiProperty({ example: '(512) 555-0134', description: 'stored in E.164' })
  @ToE164()
  @IsPhone()
  phone: string;

  @ApiProperty({ example: '2026-12-01' })
  @IsServiceDate()
  service_date: string;

  @ApiProperty({ example: 'morning' })
  @IsTimeSlot()
  time_slot: string;

  @ApiPropertyOptional({ enum: VENDOR_SOURCES, description: 'Any source but technician_personal' })
  @Optional()
  @IsIn(VENDOR_SOURCES)
  order_source?: Exclude<OrderSource, typeof PERSONAL_ORDER_SOURCE>;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "One of the customer's appliances (null: none)" })
  @Nullable()
  @IsUUID('all', { message: 'appliance_id must be an appliance id' })
  appliance_id?: string | null;

  @ApiPropertyOptional({ type: () => CreateApplianceDto, nullable: true, description: 'A new appliance, recorded for the customer with the order (instead of appliance_id)' })
  @Nullable()
  @ValidateNested()
  @Type(() => CreateApplianceDto)
  appliance?: CreateApplianceDto | null;
}

export class UpdateOrderDto extends OrderFieldsDto {
  @ApiPropertyOptional()
  @Optional()
  @IsString({ message: 'customer_name must be a string' })
  @IsNotEmpty({ message: 'customer_name is required' })
  @NotBlank()
  @MaxLength(200)
  customer_name?: string;

  @ApiPropertyOptional()
  @Optional()
  @ToE164()
  @IsPhone()
  phone?: string;

  @ApiPropertyOptional()
  @Optional()
  @IsServiceDate()
  service_date?: string;

  @ApiPropertyOptional()
  @Optional()
  @IsTimeSlot()
  time_slot?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "One of the customer's appliances (null: none)" })
  @Nullable()
  @IsUUID('all', { message: 'appliance_id must be an appliance id' })
  appliance_id?: string | null;

  @ApiPropertyOptional({ type: () => CreateApplianceDto, nullable: true, description: 'A new appliance, recorded for the customer with the order (instead of appliance_id)' })
  @Nullable()
  @ValidateNested()
  @Type(() => CreateApplianceDto)
  appliance?: CreateApplianceDto | null;

  @ApiPropertyOptional({ description: "A new date or slot of an assigned order outside its technician's weekly hours: the dispatcher confirmed it (audited)" })
  @Optional()
  @IsBoolean()
  override_hours?: boolean;
}

/** SPEC.md §5: every field optional; the personal booking defaults fill what is missing. */
export class CreatePersonalOrderDto extends OrderFieldsDto implements CreatePersonalOrderRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: "null or blank → 'Personal Booking'" })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(200)
  customer_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "E.164 like every phone; null or blank → SPEC.md's placeholder 000-000-0000" })
  @Nullable()
  @EmptyToNull()
  @ToE164()
  @IsPhone({ placeholder: true })
  phone?: string | null;

  @ApiProperty({ example: '2026-12-01' })
  @IsServiceDate()
  service_date: string;

  @ApiPropertyOptional({ example: 'morning' })
  @Optional()
  @IsTimeSlot()
  time_slot?: string;
}

/** The technician, and from the board the new date and slot with it (issue 17): one move, one transaction. */
export class AssignOrderDto implements AssignOrderRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'technician_id must be a technician id' })
  technician_id: string;

  @ApiPropertyOptional({ format: 'date', description: "The order's new date (else its own)" })
  @Optional()
  @IsServiceDate()
  service_date?: string;

  @ApiPropertyOptional({ example: 'morning', description: "The order's new slot (else its own)" })
  @Optional()
  @IsTimeSlot()
  time_slot?: string;

  @ApiPropertyOptional({ description: "The window is outside the technician's weekly hours and the dispatcher confirmed it (audited)" })
  @Optional()
  @IsBoolean()
  override_hours?: boolean;
}

/** POST /api/orders/:id/decline: why the technician gives the assignment back (issue 17). */
export class DeclineOrderDto implements DeclineOrderRequest {
  @ApiProperty({ maxLength: DECLINE_REASON_MAX, description: 'Shown to the vendor; trimmed' })
  @IsString({ message: 'reason must be a string' })
  @IsNotEmpty({ message: 'reason is required' })
  @NotBlank()
  @MaxLength(DECLINE_REASON_MAX)
  reason: string;
}

export class TransitionOrderDto implements TransitionOrderRequest {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsIn(ORDER_STATUSES, { message: `to must be one of ${ORDER_STATUSES.join(', ')}` })
  to: OrderStatus;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(1000)
  reason?: string;

  @ApiPropertyOptional({ type: () => CompletionDto, description: 'Required with to "completed": the job\'s figures and the payments taken' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CompletionDto)
  completion?: CompletionDto;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 5, description: 'With to "closed": the customer\'s 1–5 rating' })
  @Nullable()
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1)
  @Max(5)
  rating?: number | null;

  @ApiPropertyOptional({ enum: CANCEL_SIDES, enumName: 'CancelSide', description: 'With to "cancelled": whose side called it off (company unless told)' })
  @Optional()
  @IsIn(CANCEL_SIDES)
  cancel_side?: CancelSide;
}

/** PUT /api/orders/:id/rating: the customer's 1–5 rating of a closed order; null clears it. */
export class OrderRatingDto implements OrderRatingRequest {
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 5 })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1)
  @Max(5)
  rating: number | null;
}

/** PUT /api/orders/:id/recall: the vendor's word on the suspected recall; "not a recall" needs a reason. */
export class RecallDecisionDto implements RecallDecisionRequest {
  @ApiProperty({ description: 'false: not a recall (with a reason); true: a recall after all (suspected again)' })
  @IsBoolean()
  is_recall: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000, description: 'Required with is_recall false' })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(1000)
  reason?: string | null;
}

/** A cursor this list gave out, for the same sort and direction as the query it comes with. */
const IsOrderCursor = () =>
  ValidateBy({
    name: 'isOrderCursor',
    validator: {
      validate: (value: unknown, args) => {
        const keyset = typeof value === 'string' ? decodeOrderCursor(value) : null;
        const query = args?.object as OrderListQueryDto | undefined;
        return keyset !== null && keyset.sort === (query?.sort ?? 'created') && keyset.direction === (query?.direction ?? 'desc');
      },
      defaultMessage: () => CURSOR_MESSAGE,
    },
  });

/** The orders list's filters and sort: the list's query, and the whole of its CSV export's. */
export class OrderFilterDto implements Omit<OrderListQuery, 'limit' | 'cursor'> {
  @ApiPropertyOptional({ enum: ORDER_LIST_SORTS, enumName: 'OrderListSort', default: 'created', description: 'created (when booked), date (service date, then the window) or invoice (its number)' })
  @IsOptional()
  @IsIn(ORDER_LIST_SORTS)
  sort?: OrderListSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  direction?: 'asc' | 'desc';

  @ApiPropertyOptional({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  technician_id?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One vendor's orders (admins, All Orders); always within the caller's scope, so a vendor naming another vendor gets none" })
  @IsOptional()
  @IsUUID('all')
  vendor_id?: string;

  @ApiPropertyOptional({ format: 'date', description: 'service_date from (inclusive)' })
  @IsOptional()
  @IsServiceDate()
  date_from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'service_date to (inclusive)' })
  @IsOptional()
  @IsServiceDate()
  date_to?: string;

  @ApiPropertyOptional({ description: 'Part of the customer name, phone, invoice number or address', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** GET /api/orders: the filters and sort, and keyset pages. */
export class OrderListQueryDto extends IntersectionType(OrderFilterDto, PageLimitDto) implements OrderListQuery {
  @ApiPropertyOptional({ description: 'The next_cursor of the previous page, asked with the same sort and direction', maxLength: 400 })
  @IsOptional()
  @IsString()
  @MaxLength(400)
  @IsOrderCursor()
  cursor?: string;
}
