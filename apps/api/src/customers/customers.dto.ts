import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CreateCustomerRequest } from '@fixflow/contracts';
import { ContactFieldsDto } from './contact-fields.dto.js';
import { IsCustomerPhone, ToE164 } from './customer-fields.js';

export class CreateCustomerDto extends ContactFieldsDto implements CreateCustomerRequest {
  @ApiProperty({ example: 'Jane Doe', description: 'first word → first_name, the rest → last_name' })
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: '(512) 555-0134' })
  @ToE164()
  @IsCustomerPhone()
  phone: string;
}

export class CustomerListQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(1)
  @Max(100)
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}
