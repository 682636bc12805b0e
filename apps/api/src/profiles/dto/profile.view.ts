import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ROLES, type Role, type UserProfile } from '@fixflow/contracts';

/** The merged profile of SPEC.md §3; the optional fields belong to some roles only. */
@ApiSchema({ name: 'UserProfile' })
export class UserProfileView implements UserProfile {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  full_name: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;

  @ApiProperty({ description: "The account's status: a vendor's pending/active/suspended, a technician's or admin's active/inactive" })
  status: string;

  @ApiProperty({ type: String, nullable: true, example: 'America/New_York' })
  timezone: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  state?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  city?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Vendors only' })
  company_name?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Vendors only' })
  vendor_id?: string;
}
