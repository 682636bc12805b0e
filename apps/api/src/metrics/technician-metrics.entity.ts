import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Technician } from '../technicians/technician.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';

/**
 * SPEC.md §3 `technician_metrics`: one technician's counts over one period of service dates
 * (libs/contracts metrics.ts says what each counts). `vendor_id` null is the row across every
 * vendor (the admin's and the technician's own); one row per technician, vendor and period.
 * Amounts in cents. Rates are never stored: they are derived from these counts.
 */
@Entity({ tableName: 'technician_metrics' })
@Index({
  name: 'technician_metrics_scope_period_unique',
  expression: `create unique index "technician_metrics_scope_period_unique" on "technician_metrics" ("technician_id", "vendor_id", "period_start", "period_end") nulls not distinct`,
})
@Index({ properties: ['vendorId', 'periodStart', 'periodEnd'] })
@Check({ name: 'technician_metrics_period_check', expression: 'period_start <= period_end' })
export class TechnicianMetricsRow {
  [OptionalProps]?: 'computedAt' | 'vendorId';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'cascade' })
  technicianId: string;

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade', nullable: true })
  vendorId: string | null = null;

  @Property({ type: 'date' }) periodStart: string;
  @Property({ type: 'date' }) periodEnd: string;

  @Property({ type: 'integer' }) assigned: number;
  @Property({ type: 'integer' }) completed: number;
  @Property({ type: 'integer' }) cancelled: number;
  @Property({ type: 'integer' }) customerCancelled: number;
  @Property({ type: 'integer' }) recallsAutomatic: number;
  @Property({ type: 'integer' }) recallsConfirmed: number;
  @Property({ type: 'integer' }) firstVisit: number;
  @Property({ type: 'integer' }) arrivals: number;
  @Property({ type: 'integer' }) onTime: number;
  @Property({ type: 'integer' }) ticketOrders: number;
  @Property({ type: 'bigint' }) ticketSum: string;
  @Property({ type: 'bigint' }) revenue: string;
  @Property({ type: 'bigint' }) earnings: string;
  @Property({ type: 'integer' }) ratingSum: number;
  @Property({ type: 'integer' }) ratingCount: number;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  computedAt: Date = new Date();
}
