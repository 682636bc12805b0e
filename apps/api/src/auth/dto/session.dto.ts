import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from './identifiers.js';

export class RefreshDto {
  @ApiProperty()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refresh_token?: string;
}

export class RecoverDto {
  @ApiProperty({ example: 'vendor@fixflow.test' })
  @NormalizeEmail()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ example: '/reset-password', description: 'Where the recovery link lands (this site only)' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  redirect_to?: string;
}

export class UpdatePasswordDto {
  @ApiProperty()
  @IsString()
  @MaxLength(1024)
  password: string;

  @ApiPropertyOptional({ description: 'Required, except on the session a recovery link started (the password was forgotten)' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  current_password?: string;
}
