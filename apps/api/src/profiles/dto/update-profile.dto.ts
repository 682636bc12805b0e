import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsTimeZone, MaxLength } from 'class-validator';
import type { UpdateProfileRequest } from '@fixflow/contracts';
import { IsPhone, NotBlank, Nullable, Optional, ToE164 } from '../../common/field-rules.js';
import { EmptyToNull } from '../../customers/customer-fields.js';

/** PATCH semantics: a field left out is left alone; null (or blank) clears the ones that may be empty. */
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ description: 'A vendor\'s full_name is its company_name' })
  @Optional()
  @IsString()
  @IsNotEmpty()
  @NotBlank()
  @MaxLength(200)
  full_name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+15551234567', description: 'stored in E.164' })
  @Nullable()
  @EmptyToNull()
  @ToE164()
  @IsPhone()
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(120)
  city?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(120)
  state?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Europe/Berlin', description: 'Admins and vendors only; null → the browser\'s own' })
  @Nullable()
  @EmptyToNull()
  @IsTimeZone()
  timezone?: string | null;
}
