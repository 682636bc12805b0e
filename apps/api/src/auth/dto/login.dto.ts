import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { LoginRequest } from '@fixflow/contracts';
import { E164, NormalizeEmail, NormalizePhone } from './identifiers.js';

export class LoginDto implements LoginRequest {
  @ApiPropertyOptional({ example: 'vendor@fixflow.test' })
  @IsOptional()
  @NormalizeEmail()
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: '+15551234567' })
  @IsOptional()
  @NormalizePhone()
  @Matches(E164, { message: 'phone must be in E.164 format, for example +15551234567' })
  phone?: string;

  @ApiProperty({ example: 'Fixflow-demo-1' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password: string;
}
