import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '@fixflow/contracts';
import { IsPhone } from '../../common/field-rules.js';
import { NormalizeEmail, NormalizePhone } from './identifiers.js';

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
  @IsPhone()
  phone?: string;

  @ApiProperty({ example: 'Fixflow-demo-1' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password: string;
}
