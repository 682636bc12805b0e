import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Appliance, ApplianceList, OrderRecall, RecallStatus } from '@fixflow/contracts';
import { isoInstant } from '../database/instant.js';

@ApiSchema({ name: 'Appliance' })
export class ApplianceView implements Appliance {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  customer_id: string;

  @ApiProperty({ example: 'Washer' })
  type: string;

  @ApiProperty({ type: String, nullable: true })
  brand: string | null;

  @ApiProperty({ type: String, nullable: true })
  model: string | null;

  @ApiProperty({ type: String, nullable: true })
  serial: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  install_date: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

@ApiSchema({ name: 'ApplianceList' })
export class ApplianceListView implements ApplianceList {
  @ApiProperty({ type: [ApplianceView] })
  items: ApplianceView[];
}

@ApiSchema({ name: 'OrderRecall' })
export class OrderRecallView implements OrderRecall {
  @ApiProperty({ enum: ['suspected', 'dismissed'], enumName: 'RecallStatus' })
  status: RecallStatus;

  @ApiProperty({ format: 'uuid' })
  original_order_id: string;

  @ApiProperty({ example: 'INV-1042' })
  original_invoice_number: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The recall is charged to this technician' })
  technician_id: string | null;

  @ApiProperty({ type: String, nullable: true })
  technician_name: string | null;

  @ApiProperty({ format: 'date-time' })
  original_completed_at: string;

  @ApiProperty({ type: String, nullable: true })
  dismissed_reason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  dismissed_at: string | null;
}

/** The columns of an appliance read (alias `a`), in the wire's names. */
export const APPLIANCE_COLUMNS = `a.id, a.customer_id, a.type, a.brand, a.model, a.serial, to_char(a.install_date, 'YYYY-MM-DD') as install_date, a.created_at, a.updated_at`;

export type ApplianceRow = Omit<Appliance, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

export function toAppliance(row: ApplianceRow): Appliance {
  return {
    id: row.id,
    customer_id: row.customer_id,
    type: row.type,
    brand: row.brand,
    model: row.model,
    serial: row.serial,
    install_date: row.install_date,
    created_at: isoInstant(row.created_at),
    updated_at: isoInstant(row.updated_at),
  };
}

export type RecallRow = Omit<OrderRecall, 'original_completed_at' | 'dismissed_at'> & {
  original_completed_at: Date | string | null;
  dismissed_at: Date | string | null;
};

export function toRecall(row: RecallRow): OrderRecall {
  return {
    ...row,
    original_completed_at: row.original_completed_at === null ? '' : isoInstant(row.original_completed_at),
    dismissed_at: row.dismissed_at === null ? null : isoInstant(row.dismissed_at),
  };
}
