import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ROSTER_LINK_STATUSES, type RosterInvitation, type RosterLinkStatus, type TechnicianInvitation } from '@fixflow/contracts';

@ApiSchema({ name: 'RosterInvitation', description: 'An invitation as the vendor who sent it sees it: no name until the technician answers' })
export class RosterInvitationView implements RosterInvitation {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, format: 'email', description: 'the email the vendor typed' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'the technician\'s name once it declined' })
  full_name: string | null;

  @ApiProperty({ enum: ['invited', 'declined'] })
  status: Exclude<RosterLinkStatus, 'accepted'>;

  @ApiProperty({ format: 'date-time' })
  invited_at: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  answered_at: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'declined: from when the vendor may invite again' })
  reinvite_from: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'percent, applied once accepted; null → the vendor\'s default' })
  commission_rate: number | null;
}

@ApiSchema({ name: 'InvitingVendor' })
export class InvitingVendorView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  company_name: string;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;
}

@ApiSchema({ name: 'TechnicianInvitation', description: 'An invitation as the invited technician sees it' })
export class TechnicianInvitationView implements TechnicianInvitation {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ROSTER_LINK_STATUSES, enumName: 'RosterLinkStatus' })
  status: RosterLinkStatus;

  @ApiProperty({ format: 'date-time' })
  invited_at: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  answered_at: string | null;

  @ApiProperty({ type: InvitingVendorView })
  vendor: InvitingVendorView;
}
