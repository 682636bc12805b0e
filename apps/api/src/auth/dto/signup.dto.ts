import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, IsTimeZone, MaxLength } from 'class-validator';
import { SIGNUP_ROLES, type SignupRequest, type SignupRole } from '@fixflow/contracts';
import { IsPhone, NotBlank } from '../../common/field-rules.js';
import { NormalizeEmail, NormalizePhone } from './identifiers.js';

/**
 * Email/phone/password are optional here on purpose: leaving them out must answer SPEC.md's
 * 'You must provide either an email or phone number and a password', not a generic 400.
 */
export class SignupDto implements SignupRequest {
  @ApiPropertyOptional({ example: 'owner@acme.test' })
  @IsOptional()
  @NormalizeEmail()
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: '+15551234567', description: 'E.164' })
  @IsOptional()
  @NormalizePhone()
  @IsPhone()
  phone?: string;

  @ApiProperty({ example: 'Fixflow-demo-1' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password: string;

  @ApiProperty({ enum: SIGNUP_ROLES })
  @IsIn(SIGNUP_ROLES)
  role: SignupRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @NotBlank()
  @MaxLength(200)
  full_name?: string;

  @ApiPropertyOptional({ description: 'A vendor\'s company; defaults to full_name' })
  @IsOptional()
  @IsString()
  @NotBlank()
  @MaxLength(200)
  company_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(120)
  city?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(120)
  state?: string;

  @ApiPropertyOptional({ example: 'America/New_York' })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;

  @ApiPropertyOptional({ description: 'Where the confirmation link lands (this site only)' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  redirect_to?: string;
}
