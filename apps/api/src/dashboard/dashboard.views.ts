import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { type AdminDashboard, type AdminOrdersDayCount, type AdminWeekFigures, ORDER_STATUSES, type OrderStatus, type VendorDashboard, type VendorStatus } from '@fixflow/contracts';

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

@ApiSchema({ name: 'AdminOrdersDayCount' })
export class AdminOrdersDayCountView implements AdminOrdersDayCount {
  @ApiProperty({ format: 'date', description: "The orders' service date" })
  date: string;

  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;

  @ApiProperty({ type: 'integer' })
  count: number;
}

@ApiSchema({ name: 'AdminWeekFigures' })
export class AdminWeekFiguresView implements AdminWeekFigures {
  @ApiProperty({ format: 'date', description: 'The Monday the week starts on' })
  week_start: string;

  @ApiProperty({ type: 'integer', description: 'Orders completed that week (each once, by its latest completion)' })
  completed: number;

  @ApiProperty({ type: 'integer', description: 'cents: billed totals of those orders, tips excluded' })
  revenue: number;
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

  @ApiProperty({ type: () => [AdminOrdersDayCountView], description: 'Last 30 days up to today, by service date and status; only pairs with orders' })
  orders_by_day: AdminOrdersDayCountView[];

  @ApiProperty({ type: () => [AdminWeekFiguresView], description: 'The last 12 weeks, oldest first' })
  weeks: AdminWeekFiguresView[];

  @ApiProperty({ type: 'integer', description: 'pg-boss jobs out of retries, still kept as failed' })
  failed_jobs: number;
}
