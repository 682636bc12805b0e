import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { VENDOR_STATUSES, type VendorStatus } from '@fixflow/contracts';

export class ListVendorsQuery {
  @ApiPropertyOptional({ description: 'Part of the company name, email or phone' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: VENDOR_STATUSES })
  @IsOptional()
  @IsIn(VENDOR_STATUSES)
  status?: VendorStatus;

  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

export class UpdateVendorDto {
  @ApiProperty({ enum: VENDOR_STATUSES, description: 'active to activate, suspended to suspend' })
  @IsIn(VENDOR_STATUSES)
  status: VendorStatus;
}
