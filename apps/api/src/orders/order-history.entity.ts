import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type CancelSide, type FieldChange, ORDER_HISTORY_KINDS, type OrderHistoryKind, type OrderStatus } from '@fixflow/contracts';
import { Order } from './order.entity.js';

/** One move of an order (PRODUCT.md: from, to, actor, reason, time). `from` is null for creation. */
@Entity({ tableName: 'order_history' })
@Index({ properties: ['orderId', 'at'] })
// "Completed this week" on the dashboard: the week's completions, not every order's history.
@Index({
  name: 'order_history_completed_at_index',
  expression: `create index "order_history_completed_at_index" on "order_history" ("at") where "to_status" = 'completed'`,
})
export class OrderHistory {
  [OptionalProps]?: 'at' | 'reason' | 'fromStatus' | 'actorId' | 'actorRole' | 'cancelSide' | 'kind' | 'changes';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'cascade' })
  orderId: string;

  /** Issue 18: what the line records (ORDER_HISTORY_KINDS); older lines are `created` or `status`. */
  @Enum({ items: [...ORDER_HISTORY_KINDS], default: 'status' })
  kind: OrderHistoryKind = 'status';

  /** Issue 18: for edits, moves, assignments, payments, ratings: each field's before and after. */
  @Property({ type: 'json', nullable: true })
  changes: Record<string, FieldChange> | null = null;

  @Property({ type: 'text', nullable: true })
  fromStatus: OrderStatus | null = null;

  @Property({ type: 'text' })
  toStatus: OrderStatus;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'text', nullable: true })
  actorRole: string | null = null;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** For a cancellation: whose side called it off (a customer-side one never counts against the technician). */
  @Property({ type: 'text', nullable: true })
  cancelSide: CancelSide | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  at: Date = new Date();
}
