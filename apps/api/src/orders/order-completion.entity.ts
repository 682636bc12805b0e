import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Order } from './order.entity.js';

/**
 * One completion of an order (issue 13): the figures the technician entered and the rates that
 * applied at that moment, copied so later changes to the vendor's settings, the roster link or the
 * order never rewrite it. A job sent back and completed again is a new row; the newest is the order's.
 */
@Entity({ tableName: 'order_completions' })
@Index({ properties: ['orderId', 'completedAt'] })
@Check({ name: 'order_completions_amounts_check', expression: 'labor >= 0 and parts_price >= 0 and parts_cost >= 0 and tip >= 0' })
@Check({ name: 'order_completions_parts_paid_by_check', expression: `parts_paid_by in ('technician', 'vendor')` })
export class OrderCompletion {
  [OptionalProps]?: 'completedAt' | 'completedBy' | 'technicianId';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'cascade' })
  orderId: string;

  /** Cents, as every amount below. */
  @Property({ type: 'bigint' })
  labor: string;

  @Property({ type: 'bigint' })
  partsPrice: string;

  @Property({ type: 'bigint' })
  partsCost: string;

  @Property({ type: 'text' })
  partsPaidBy: string;

  @Property({ type: 'bigint' })
  tip: string;

  @Property({ type: 'text' })
  resolution: string;

  // The rates in force when the job was completed.
  @Property({ type: 'boolean' })
  taxable: boolean;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  taxRatePct: string;

  @Property({ type: 'boolean' })
  taxLabor: boolean;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  cardFeePct: string;

  @Property({ type: 'bigint' })
  cardFeeFixed: string;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  commissionPct: string;

  /** Whose job it was: settlements group by it. */
  @Property({ type: 'uuid', nullable: true })
  technicianId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  completedBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  completedAt: Date = new Date();
}
