import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { OrderCompletion } from '../orders/order-completion.entity.js';
import { Order } from '../orders/order.entity.js';

/**
 * The calculation of one completion (SPEC.md §7 order-financials-full), written once: the inputs
 * are the completion's own copy of figures and rates, so calculating again gives the same lines.
 * Amounts in cents.
 */
@Entity({ tableName: 'order_financials' })
export class OrderFinancialsRow {
  [OptionalProps]?: 'calculatedAt';
  [PrimaryKeyProp]?: 'completionId';

  @ManyToOne(() => OrderCompletion, { mapToPk: true, joinColumn: 'completion_id', deleteRule: 'cascade', primary: true })
  completionId: string;

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'cascade', index: true })
  orderId: string;

  @Property({ type: 'bigint' }) tax: string;
  @Property({ type: 'bigint' }) total: string;
  @Property({ type: 'bigint' }) cardFees: string;
  @Property({ type: 'bigint' }) base: string;
  @Property({ type: 'bigint' }) technicianShare: string;
  @Property({ type: 'bigint' }) vendorShare: string;
  @Property({ type: 'bigint' }) technicianDue: string;
  @Property({ type: 'bigint' }) collectedByTechnician: string;
  @Property({ type: 'bigint' }) collectedByVendor: string;
  @Property({ type: 'bigint' }) balance: string;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  calculatedAt: Date = new Date();
}
