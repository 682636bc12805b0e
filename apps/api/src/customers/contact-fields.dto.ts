import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Nullable } from '../common/field-rules.js';
import { EmptyToNull } from './customer-fields.js';

/**
 * A customer's contact and address as a request carries them (SPEC.md §5: empty → null), shared by
 * the customer and the order bodies, which both store them.
 */
export class ContactFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @ValidateIf((_dto, value) => value !== null)
  @IsEmail({}, { message: 'email must be an email address' })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(100)
  city?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(100)
  state?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(20)
  zip_code?: string | null;
}
