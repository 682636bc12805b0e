import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { VENDOR_STATUSES, type VendorDetails, type VendorList, type VendorRosterEntry, type VendorStatus, type VendorSummary } from '@fixflow/contracts';

@ApiSchema({ name: 'VendorSummary' })
export class VendorSummaryView implements VendorSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  user_id: string;

  @ApiProperty()
  company_name: string;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' })
  status: VendorStatus;

  @ApiProperty({ type: String, nullable: true })
  timezone: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

@ApiSchema({ name: 'VendorRosterEntry' })
export class VendorRosterEntryView implements VendorRosterEntry {
  @ApiProperty({ format: 'uuid' })
  technician_id: string;

  @ApiProperty({ type: String, nullable: true })
  full_name: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'percent' })
  commission_rate: number | null;
}

@ApiSchema({ name: 'VendorDetails' })
export class VendorDetailsView extends VendorSummaryView implements VendorDetails {
  @ApiProperty({ type: [VendorRosterEntryView] })
  technicians: VendorRosterEntryView[];
}

@ApiSchema({ name: 'VendorList' })
export class VendorListView implements VendorList {
  @ApiProperty({ type: [VendorSummaryView] })
  items: VendorSummaryView[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' })
  next_cursor: string | null;
}
