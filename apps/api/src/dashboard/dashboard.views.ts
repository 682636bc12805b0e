import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AdminDashboard, VendorDashboard, VendorStatus } from '@fixflow/contracts';

type VendorCounts = VendorDashboard['counts'];

@ApiSchema({ name: 'VendorDashboardCounts' })
export class VendorDashboardCountsView implements VendorCounts {
  @ApiProperty({ type: 'integer', description: "Visits on today's date that are not cancelled" })
  today: number;

  @ApiProperty({ type: 'integer', description: 'New orders with no technician yet' })
  unassigned: number;

  @ApiProperty({ type: 'integer', description: 'en_route + in_progress' })
  in_progress: number;

  @ApiProperty({ type: 'integer' })
  on_hold: number;

  @ApiProperty({ type: 'integer', description: 'completed, waiting for the vendor' })
  awaiting_approval: number;

  @ApiProperty({ type: 'integer', description: 'Finished by a technician since Monday' })
  completed_this_week: number;
}

@ApiSchema({ name: 'VendorDashboard' })
export class VendorDashboardView implements VendorDashboard {
  @ApiProperty({ format: 'date', description: "In the vendor's timezone" })
  today: string;

  @ApiProperty({ description: 'false: a brand-new account with no order yet' })
  has_orders: boolean;

  @ApiProperty({ type: () => VendorDashboardCountsView })
  counts: VendorDashboardCountsView;
}

@ApiSchema({ name: 'VendorStatusCounts' })
export class VendorStatusCountsView implements Record<VendorStatus, number> {
  @ApiProperty({ type: 'integer' })
  pending: number;

  @ApiProperty({ type: 'integer' })
  active: number;

  @ApiProperty({ type: 'integer' })
  suspended: number;
}

@ApiSchema({ name: 'AdminDashboard' })
export class AdminDashboardView implements AdminDashboard {
  @ApiProperty({ format: 'date', description: "In the admin's timezone" })
  today: string;

  @ApiProperty({ type: () => VendorStatusCountsView })
  vendors: VendorStatusCountsView;

  @ApiProperty({ type: 'integer', description: 'Technicians whose account is active' })
  technicians: number;

  @ApiProperty({ type: 'integer', description: "Orders of every vendor on today's date that are not cancelled" })
  orders_today: number;

  @ApiProperty({ type: 'integer', description: 'Incoming texts waiting in the Unknown SMS queue' })
  unmatched_sms: number;
}
