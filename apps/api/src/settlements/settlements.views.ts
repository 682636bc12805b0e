import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  COLLECTORS,
  type Collector,
  PAYOUT_METHODS,
  type PayoutMethod,
  SETTLEMENT_STATUSES,
  type SettlementDetails,
  type SettlementLine,
  type SettlementList,
  type SettlementPayoutEntry,
  type SettlementStatus,
  type SettlementSummary,
} from '@fixflow/contracts';

@ApiSchema({ name: 'SettlementLine' })
export class SettlementLineView implements SettlementLine {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['order', 'adjustment'] }) kind: 'order' | 'adjustment';
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) order_id: string | null;
  @ApiProperty({ type: String, nullable: true }) invoice_number: string | null;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) total: string | null;
  @ApiProperty({ type: String, nullable: true }) technician_share: string | null;
  @ApiProperty({ type: String, nullable: true }) tips: string | null;
  @ApiProperty({ type: String, nullable: true }) technician_due: string | null;
  @ApiProperty({ type: String, nullable: true }) collected_by_technician: string | null;
  @ApiProperty({ example: '142.00', description: 'positive: the technician owes the vendor' }) amount: string;
}

@ApiSchema({ name: 'SettlementPayout' })
export class SettlementPayoutView implements SettlementPayoutEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '142.00' }) amount: string;
  @ApiProperty({ enum: PAYOUT_METHODS, enumName: 'PayoutMethod' }) method: PayoutMethod;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'date-time' }) paid_at: string;
}

@ApiSchema({ name: 'SettlementSummary' })
export class SettlementSummaryView implements SettlementSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) vendor_id: string;
  @ApiProperty() vendor_name: string;
  @ApiProperty({ format: 'uuid' }) technician_id: string;
  @ApiProperty({ type: String, nullable: true }) technician_name: string | null;
  @ApiProperty({ format: 'date' }) week_start: string;
  @ApiProperty({ format: 'date', description: 'the week’s last day' }) week_end: string;
  @ApiProperty({ enum: SETTLEMENT_STATUSES, enumName: 'SettlementStatus' }) status: SettlementStatus;
  @ApiProperty({ type: 'integer' }) orders: number;
  @ApiProperty({ example: '142.00', description: 'Σ lines; positive: the technician owes the vendor' }) balance: string;
  @ApiProperty({ example: '0.00' }) paid: string;
  @ApiProperty({ example: '142.00' }) outstanding: string;
  @ApiProperty({ enum: COLLECTORS, enumName: 'Collector', nullable: true, description: 'who pays what is outstanding' }) payer: Collector | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) finalized_at: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) paid_at: string | null;
}

@ApiSchema({ name: 'SettlementDetails' })
export class SettlementDetailsView extends SettlementSummaryView implements SettlementDetails {
  @ApiProperty() technician_share: string;
  @ApiProperty() tips: string;
  @ApiProperty() technician_due: string;
  @ApiProperty() collected_by_technician: string;
  @ApiProperty({ type: [SettlementLineView] }) lines: SettlementLineView[];
  @ApiProperty({ type: [SettlementPayoutView] }) payouts: SettlementPayoutView[];
}

@ApiSchema({ name: 'SettlementList' })
export class SettlementListView implements SettlementList {
  @ApiProperty({ type: [SettlementSummaryView] }) items: SettlementSummaryView[];
}
