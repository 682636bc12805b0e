import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { type AdminSummary, type ManagedUser, type ManagedUserList, ROLES, type Role, USER_STATUSES, type UserStatus } from '@fixflow/contracts';

@ApiSchema({ name: 'AdminSummary' })
export class AdminSummaryView implements AdminSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  full_name: string | null;

  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' })
  status: UserStatus;

  @ApiProperty({ description: 'The invitee has not used the invitation link yet' })
  invited: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  last_sign_in_at: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

@ApiSchema({ name: 'ManagedUser' })
export class ManagedUserView implements ManagedUser {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role', nullable: true })
  role: Role | null;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  email_confirmed_at: string | null;

  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' })
  status: UserStatus;

  @ApiProperty({ type: String, nullable: true })
  profile_status: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A change waiting for its confirmation link' })
  pending_email: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A change waiting for its confirmation link' })
  pending_phone: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  last_sign_in_at: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

@ApiSchema({ name: 'ManagedUserList' })
export class ManagedUserListView implements ManagedUserList {
  @ApiProperty({ type: [ManagedUserView] })
  items: ManagedUser[];

  @ApiProperty({ type: String, nullable: true })
  next_cursor: string | null;
}

@ApiSchema({ name: 'EndedSessions' })
export class EndedSessionsView {
  @ApiProperty({ type: 'integer', description: 'How many sessions were open and ended' })
  ended: number;
}
