import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsTimeZone, MaxLength, MinLength } from 'class-validator';
import type { UpdateProfileRequest } from '@fixflow/contracts';

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ description: 'A vendor\'s full_name is its company_name' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  full_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

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

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: 'Admins and vendors only' })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;
}
