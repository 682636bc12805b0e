import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES, type ContactChangeRequest, type InviteAdminRequest, type Role, USER_STATUSES, type UserStatus, type UserStatusRequest } from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';
import { IsPhone, NotBlank } from '../common/field-rules.js';
import { NormalizeEmail, NormalizePhone } from '../auth/dto/identifiers.js';

export class InviteAdminDto implements InviteAdminRequest {
  @ApiProperty({ example: 'ops@fixflow.test' })
  @NormalizeEmail()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Dana Ops' })
  @IsString()
  @IsNotEmpty()
  @NotBlank()
  @MaxLength(200)
  full_name: string;
}

export class UserStatusDto implements UserStatusRequest {
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus', description: 'inactive deactivates (its sessions end at once), active reactivates' })
  @IsIn(USER_STATUSES)
  status: UserStatus;
}

export class ListUsersQuery extends KeysetQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, email or phone' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;

  @ApiPropertyOptional({ enum: USER_STATUSES, enumName: 'UserStatus' })
  @IsOptional()
  @IsIn(USER_STATUSES)
  status?: UserStatus;
}

export class EmailChangeDto implements ContactChangeRequest {
  @ApiProperty({ example: 'new@acme.test' })
  @NormalizeEmail()
  @IsEmail()
  @MaxLength(254)
  email: string;
}

export class PhoneChangeDto implements ContactChangeRequest {
  @ApiProperty({ example: '+15551234567', description: 'E.164' })
  @NormalizePhone()
  @IsPhone()
  phone: string;
}
