import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNumber, Max, Min } from 'class-validator';
import { Nullable } from '../common/field-rules.js';
import type { AddRosterTechnicianRequest } from '@fixflow/contracts';
import { NormalizeEmail } from '../auth/dto/identifiers.js';

export class AddRosterTechnicianDto implements AddRosterTechnicianRequest {
  @ApiProperty({ example: 'tech2@fixflow.test' })
  @NormalizeEmail()
  @IsEmail({}, { message: 'email must be an email address' })
  email: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'percent; null → the vendor\'s default' })
  @Nullable()
  @IsNumber()
  @Min(0)
  @Max(100)
  commission_rate?: number | null;
}
