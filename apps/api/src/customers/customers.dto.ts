import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { CUSTOMER_LABEL_MAX, CUSTOMER_NOTES_MAX, type CreateCustomerRequest, type MergeCustomersRequest, type UpdateCustomerRequest } from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';
import { ContactFieldsDto } from './contact-fields.dto.js';
import { IsPhone, NotBlank, Nullable, Optional, ToE164 } from '../common/field-rules.js';
import { EmptyToNull } from './customer-fields.js';

/** How many other phones, and other addresses, one customer may have. */
export const CUSTOMER_LIST_MAX = 20;

/** The vendor's notes about the customer: empty clears them. */
class NotesFieldDto extends ContactFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CUSTOMER_NOTES_MAX, description: 'Gate code, the dog, the preferred hours…' })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(CUSTOMER_NOTES_MAX)
  notes?: string | null;
}

export class CreateCustomerDto extends NotesFieldDto implements CreateCustomerRequest {
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

export class CustomerPhoneInputDto {
  @ApiProperty({ example: '(512) 555-0188', description: 'stored as E.164' })
  @ToE164()
  @IsPhone()
  phone: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CUSTOMER_LABEL_MAX, example: 'work' })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(CUSTOMER_LABEL_MAX)
  label?: string | null;
}

/** Another address's label and street line: the line is required here, unlike the customer's own. */
class AddressLineDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CUSTOMER_LABEL_MAX, example: 'rental' })
  @Nullable()
  @EmptyToNull()
  @IsString()
  @MaxLength(CUSTOMER_LABEL_MAX)
  label?: string | null;

  @ApiProperty({ example: '48 Oak Ave' })
  @EmptyToNull()
  @IsString({ message: 'address is required' })
  @MaxLength(300)
  address: string;
}

/** City, state and zip code as the customer's own address has them (ContactFieldsDto). */
export class CustomerAddressInputDto extends IntersectionType(AddressLineDto, PickType(ContactFieldsDto, ['city', 'state', 'zip_code'] as const)) {}

/** PATCH /api/customers/:id: a field left out is left alone; null clears an optional one; the lists are replaced whole. */
export class UpdateCustomerDto extends NotesFieldDto implements UpdateCustomerRequest {
  @ApiPropertyOptional({ example: 'Jane Doe', description: 'first word → first_name, the rest → last_name' })
  @Optional()
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name is required' })
  @NotBlank()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ example: '(512) 555-0134', description: "the customer's own number, stored as E.164" })
  @Optional()
  @ToE164()
  @IsPhone()
  phone?: string;

  @ApiPropertyOptional({ type: [CustomerPhoneInputDto], maxItems: CUSTOMER_LIST_MAX, description: 'The whole list of other phones (replaces it)' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(CUSTOMER_LIST_MAX)
  @ValidateNested({ each: true })
  @Type(() => CustomerPhoneInputDto)
  phones?: CustomerPhoneInputDto[];

  @ApiPropertyOptional({ type: [CustomerAddressInputDto], maxItems: CUSTOMER_LIST_MAX, description: 'The whole list of other addresses (replaces it)' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(CUSTOMER_LIST_MAX)
  @ValidateNested({ each: true })
  @Type(() => CustomerAddressInputDto)
  addresses?: CustomerAddressInputDto[];
}

export class MergeCustomersDto implements MergeCustomersRequest {
  @ApiProperty({ format: 'uuid', description: 'The customer merged into the one in the path, which is kept' })
  @IsUUID('all', { message: 'from must be a customer id' })
  from: string;
}

export class CustomerListQueryDto extends KeysetQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, phone (any of its phones), email or address', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
