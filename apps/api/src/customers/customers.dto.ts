import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { CreateCustomerRequest } from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';
import { ContactFieldsDto } from './contact-fields.dto.js';
import { IsPhone, NotBlank, ToE164 } from '../common/field-rules.js';

export class CreateCustomerDto extends ContactFieldsDto implements CreateCustomerRequest {
  @ApiProperty({ example: 'Jane Doe', description: 'first word → first_name, the rest → last_name' })
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name is required' })
  @NotBlank()
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: '(512) 555-0134' })
  @ToE164()
  @IsPhone()
  phone: string;
}

export class CustomerListQueryDto extends KeysetQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, phone, email or address', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
