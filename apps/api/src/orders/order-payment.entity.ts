import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OrderCompletion } from './order-completion.entity.js';
import { Order } from './order.entity.js';

/** A payment taken for an order: with its completion, or recorded later (a pay link, by hand). */
@Entity({ tableName: 'order_payments' })
@Check({ name: 'order_payments_method_check', expression: `method in ('cash', 'check', 'card', 'online')` })
@Check({ name: 'order_payments_collected_by_check', expression: `collected_by in ('technician', 'vendor')` })
@Check({ name: 'order_payments_amount_check', expression: 'amount > 0' })
@Check({ name: 'order_payments_source_check', expression: `source in ('completion', 'manual', 'pay_link')` })
@Index({ properties: ['recordedAt', 'id'] })
export class OrderPayment {
  [OptionalProps]?: 'recordedAt' | 'recordedBy' | 'completionId' | 'source' | 'externalId';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'cascade', index: true })
  orderId: string;

  @ManyToOne(() => OrderCompletion, { mapToPk: true, joinColumn: 'completion_id', deleteRule: 'cascade', nullable: true, index: true })
  completionId: string | null = null;

  @Property({ type: 'text' })
  method: string;

  /** Cents. */
  @Property({ type: 'bigint' })
  amount: string;

  @Property({ type: 'text' })
  collectedBy: string;

  /** completion, manual (by hand afterwards) or pay_link (a Stripe Checkout the customer paid). */
  @Property({ type: 'text', default: 'completion' })
  source: string = 'completion';

  /** The provider's id of a pay-link payment (Stripe's Checkout Session): a webhook repeated records it once. */
  @Property({ type: 'text', nullable: true, unique: true })
  externalId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  recordedBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  recordedAt: Date = new Date();
}
