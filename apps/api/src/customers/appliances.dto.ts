import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { CreateApplianceRequest, UpdateApplianceRequest } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';
import { NotBlank, Nullable, Optional } from '../common/field-rules.js';
import { IsServiceDate } from '../scheduling/slot-fields.js';
import { todayIn } from '../scheduling/time-slots.js';
import type { ApplianceInput } from './appliances.repository.js';
import { EmptyToNull } from './customer-fields.js';

/** Brand, model and serial: what a technician may fill on site. */
class ApplianceDetailsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 80 })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(80)
  brand?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 80 })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(80)
  model?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 80 })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(80)
  serial?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'yyyy-mm-dd, today or earlier in the vendor’s time zone' })
  @Nullable()
  @EmptyToNull()
  @IsServiceDate()
  install_date?: string | null;
}

/** POST /api/customers/:id/appliances, and `appliance` of an order body (recorded with the order). */
@ApiSchema({ name: 'CreateApplianceRequest' })
export class CreateApplianceDto extends ApplianceDetailsDto implements CreateApplianceRequest {
  @ApiProperty({ example: 'Washer', minLength: 1, maxLength: 80 })
  @IsString({ message: 'type must be a string' })
  @IsNotEmpty({ message: 'type is required' })
  @NotBlank()
  @MaxLength(80)
  type: string;
}

/** PATCH /api/appliances/:id: the vendor any field; the assigned technician brand, model and serial. */
@ApiSchema({ name: 'UpdateApplianceRequest' })
export class UpdateApplianceDto extends ApplianceDetailsDto implements UpdateApplianceRequest {
  @ApiPropertyOptional({ example: 'Washer', minLength: 1, maxLength: 80 })
  @Optional()
  @IsString({ message: 'type must be a string' })
  @IsNotEmpty({ message: 'type is required' })
  @NotBlank()
  @MaxLength(80)
  type?: string;
}

/** What the technician assigned to an open order of the appliance may set: the plate's details. */
export const TECHNICIAN_APPLIANCE_FIELDS = ['brand', 'model', 'serial'] as const;

/** A create's fields as the repository writes them: the type trimmed, empty optional fields null. */
export function applianceInput(dto: CreateApplianceDto): ApplianceInput {
  return { type: dto.type.trim(), brand: dto.brand ?? null, model: dto.model ?? null, serial: dto.serial ?? null, install_date: dto.install_date ?? null };
}

/** An appliance was installed today or earlier, on the vendor's clock: a date to come is refused as a field error. */
export function refuseFutureInstall(installDate: string | null | undefined, zone: string, field = 'install_date'): void {
  if (!installDate || installDate <= todayIn(zone)) return;
  throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
    { field, message: `${field} must be today or earlier`, code: 'DATE_IN_FUTURE' },
  ]);
}
