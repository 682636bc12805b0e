import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsPhone, NotBlank, Nullable, Optional, ToE164 } from '../../common/field-rules.js';
import {
  ORDER_SOURCES,
  ORDER_STATUSES,
  PERSONAL_ORDER_SOURCE,
  type CreateOrderRequest,
  type CreatePersonalOrderRequest,
  type OrderSource,
  type OrderStatus,
  type TransitionOrderRequest,
  type AssignOrderRequest,
} from '@fixflow/contracts';
import { CompletionDto } from './completion.dto.js';
import { KeysetQueryDto } from '../../common/keyset-page.js';
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

export class AssignOrderDto implements AssignOrderRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'technician_id must be a technician id' })
  technician_id: string;
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
}

export class OrderListQueryDto extends KeysetQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  technician_id?: string;

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
