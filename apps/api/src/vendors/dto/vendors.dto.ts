import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { VENDOR_STATUSES, type VendorStatus } from '@fixflow/contracts';
import { KeysetQueryDto } from '../../common/keyset-page.js';

export class ListVendorsQuery extends KeysetQueryDto {
  @ApiPropertyOptional({ description: 'Part of the company name, email or phone' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: VENDOR_STATUSES })
  @IsOptional()
  @IsIn(VENDOR_STATUSES)
  status?: VendorStatus;
}

export class UpdateVendorDto {
  @ApiProperty({ enum: VENDOR_STATUSES, description: 'active to activate, suspended to suspend' })
  @IsIn(VENDOR_STATUSES)
  status: VendorStatus;
}
