import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import type { AttachUnmatchedRequest, DismissUnmatchedRequest, UnmatchedSmsStatus } from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';
import { NotBlank, Nullable } from '../common/field-rules.js';

const STATUSES: UnmatchedSmsStatus[] = ['open', 'resolved'];

/** GET /api/admin/unmatched-sms: the open texts oldest first, or the resolved ones newest first. */
export class UnmatchedSmsQueryDto extends KeysetQueryDto {
  @ApiPropertyOptional({ enum: STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(STATUSES)
  status?: UnmatchedSmsStatus;
}

/**
 * To an existing customer (`customer_id`, optionally `add_number`), or to a new customer of a
 * vendor (`vendor_id` + `name`) with the sender's number. One of the two; the service says which is missing.
 */
@ApiSchema({ name: 'AttachUnmatchedRequest' })
export class AttachUnmatchedDto implements AttachUnmatchedRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'An existing customer of any vendor' })
  @ValidateIf((dto: AttachUnmatchedDto) => dto.customer_id !== undefined || dto.vendor_id === undefined)
  @IsUUID('all', { message: 'customer_id must be an id' })
  customer_id?: string;

  @ApiPropertyOptional({ description: "With customer_id: also record the sender's number as the customer's" })
  @IsOptional()
  @IsBoolean()
  add_number?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'With name: create a customer of this vendor with the sender’s number' })
  @ValidateIf((dto: AttachUnmatchedDto) => dto.customer_id === undefined)
  @IsUUID('all', { message: 'vendor_id must be an id' })
  vendor_id?: string;

  @ApiPropertyOptional({ example: 'Jane Doe', maxLength: 200, description: 'With vendor_id: the new customer’s name' })
  @ValidateIf((dto: AttachUnmatchedDto) => dto.customer_id === undefined)
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name is required' })
  @NotBlank()
  @MaxLength(200)
  name?: string;
}

@ApiSchema({ name: 'DismissUnmatchedRequest' })
export class DismissUnmatchedDto implements DismissUnmatchedRequest {
  @ApiPropertyOptional({ description: 'Also block the number: its next texts are never queued' })
  @IsOptional()
  @IsBoolean()
  block?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @Nullable()
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}
