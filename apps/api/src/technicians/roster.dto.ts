import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNumber, Max, Min } from 'class-validator';
import { IsPercent, Nullable } from '../common/field-rules.js';
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

/** PATCH /api/technicians/:id by the vendor: this roster link's commission, or null for the vendor's default. */
export class UpdateRosterTechnicianDto {
  @ApiProperty({ type: String, nullable: true, example: '40.00', description: "percent; null → the vendor's default_commission_pct" })
  @Nullable()
  @IsPercent(2)
  commission_pct: string | null;
}
