import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { Order } from '../orders/order.entity.js';
import { Technician } from '../technicians/technician.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';

/**
 * A weekly statement between a vendor and one technician (issue 13): its closed orders' balances
 * and adjustments; positive, the technician owes the vendor. open → finalized → paid. Once
 * finalized its lines never change (a trigger refuses it): a correction is an adjustment in the
 * next one. Amounts in cents.
 */
@Entity({ tableName: 'settlements' })
@Unique({ properties: ['vendorId', 'technicianId', 'weekStart'] })
@Index({ properties: ['technicianId', 'weekStart'] })
@Check({ name: 'settlements_status_check', expression: `status in ('open', 'finalized', 'paid')` })
export class Settlement {
  [OptionalProps]?: 'status' | 'createdAt' | 'finalizedAt' | 'finalizedBy' | 'paidAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'cascade' })
  technicianId: string;

  /** The week's first day and the day after its last, in the vendor's time zone. */
  @Property({ type: 'date' })
  weekStart: string;

  @Property({ type: 'date' })
  weekEnd: string;

  @Property({ type: 'text', default: 'open' })
  status: string = 'open';

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  finalizedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  finalizedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;
}

/** One line of a statement: a closed order's balance, or an adjustment. */
@Entity({ tableName: 'settlement_lines' })
@Unique({ properties: ['settlementId', 'orderId'] })
// An order is settled once, in one statement.
@Index({
  name: 'settlement_lines_order_once_index',
  expression: `create unique index "settlement_lines_order_once_index" on "settlement_lines" ("order_id") where "kind" = 'order'`,
})
// A finalized statement is never edited, whoever writes: its lines are frozen once it leaves 'open'.
@Trigger({
  name: 'settlement_lines_frozen',
  timing: 'before',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `if (select status from settlements where id = coalesce(new.settlement_id, old.settlement_id)) <> 'open' then raise exception 'settlement % is no longer open: its lines cannot change', coalesce(new.settlement_id, old.settlement_id) using errcode = 'check_violation'; end if; return coalesce(new, old);`,
})
@Check({ name: 'settlement_lines_kind_check', expression: `kind in ('order', 'adjustment')` })
@Check({ name: 'settlement_lines_order_check', expression: `(kind = 'order') = (order_id is not null)` })
export class SettlementLine {
  [OptionalProps]?: 'createdAt' | 'createdBy' | 'orderId' | 'completionId';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Settlement, { mapToPk: true, joinColumn: 'settlement_id', deleteRule: 'cascade', index: true })
  settlementId: string;

  @Property({ type: 'text' })
  kind: string;

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'restrict', nullable: true })
  orderId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  completionId: string | null = null;

  /** Cents; positive, the technician owes the vendor. */
  @Property({ type: 'bigint' })
  amount: string;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}

/** Money that changed hands to settle a finalized statement, in full or in part. */
@Entity({ tableName: 'settlement_payouts' })
@Check({ name: 'settlement_payouts_amount_check', expression: 'amount > 0' })
export class SettlementPayout {
  [OptionalProps]?: 'paidAt' | 'recordedBy' | 'note';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Settlement, { mapToPk: true, joinColumn: 'settlement_id', deleteRule: 'cascade', index: true })
  settlementId: string;

  /** Cents, always positive: the statement says who pays whom. */
  @Property({ type: 'bigint' })
  amount: string;

  @Property({ type: 'text' })
  method: string;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  recordedBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  paidAt: Date = new Date();
}
