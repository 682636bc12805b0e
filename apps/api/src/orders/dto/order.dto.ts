import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
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
import { ContactFieldsDto } from '../../customers/contact-fields.dto.js';
import { EmptyToNull, IsCustomerPhone, ToE164 } from '../../customers/customer-fields.js';
import { IsServiceDate, IsTimeSlot } from '../../scheduling/slot-fields.js';

const VENDOR_SOURCES = ORDER_SOURCES.filter((source) => source !== PERSONAL_ORDER_SOURCE);

/** The fields every order body shares; all optional here, required ones re-declared below. */
class OrderFieldsDto extends ContactFieldsDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(100)
  appliance_type?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(4000)
  issue_description?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  taxable?: boolean;

  @ApiPropertyOptional({ description: 'percent, 0–100' })
  @IsOptional()
  @IsNumber({}, { message: 'tax_rate must be a number' })
  @Min(0)
  @Max(100)
  tax_rate?: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(2000)
  invoice_message?: string | null;
}

export class CreateOrderDto extends OrderFieldsDto implements CreateOrderRequest {
  @ApiProperty({ example: 'Jane Doe' })
  @IsString({ message: 'customer_name must be a string' })
  @IsNotEmpty({ message: 'customer_name is required' })
  @MaxLength(200)
  customer_name: string;

  @ApiProperty({ example: '(512) 555-0134', description: 'stored in E.164' })
  @ToE164()
  @IsCustomerPhone()
  phone: string;

  @ApiProperty({ example: '2026-12-01' })
  @IsServiceDate()
  service_date: string;

  @ApiProperty({ example: 'morning' })
  @IsTimeSlot()
  time_slot: string;

  @ApiPropertyOptional({ enum: VENDOR_SOURCES })
  @IsOptional()
  @IsIn(VENDOR_SOURCES)
  order_source?: Exclude<OrderSource, typeof PERSONAL_ORDER_SOURCE>;
}

export class UpdateOrderDto extends OrderFieldsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'customer_name must be a string' })
  @IsNotEmpty({ message: 'customer_name is required' })
  @MaxLength(200)
  customer_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ToE164()
  @IsCustomerPhone()
  phone?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsServiceDate()
  service_date?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsTimeSlot()
  time_slot?: string;
}

/** SPEC.md §5: every field optional; the personal booking defaults fill what is missing. */
export class CreatePersonalOrderDto extends OrderFieldsDto implements CreatePersonalOrderRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(200)
  customer_name?: string;

  @ApiPropertyOptional({ description: 'kept as typed; a personal booking has no customer record' })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiProperty({ example: '2026-12-01' })
  @IsServiceDate()
  service_date: string;

  @ApiPropertyOptional({ example: 'morning' })
  @IsOptional()
  @IsTimeSlot()
  time_slot?: string;
}

export class AssignOrderDto implements AssignOrderRequest {
  @ApiProperty()
  @IsUUID('all', { message: 'technician_id must be a technician id' })
  technician_id: string;
}

export class TransitionOrderDto implements TransitionOrderRequest {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: `to must be one of ${ORDER_STATUSES.join(', ')}` })
  to: OrderStatus;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string;
}

export class OrderListQueryDto {
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;

  @IsOptional()
  @IsUUID('all')
  technician_id?: string;

  @IsOptional()
  @IsServiceDate()
  date_from?: string;

  @IsOptional()
  @IsServiceDate()
  date_to?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(1)
  @Max(100)
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}
