import type { CancelSide, OrderStatus } from './orders.js';

/**
 * What one line of an order's history records (issue 18: every change, not only moves):
 * `created` (the first line, the same for every viewer), `status` (a move of the state machine),
 * `assigned` / `unassigned` / `declined` (the technician), `rescheduled` (date or window),
 * `edited` (other fields, `changes` says which), `offered` / `offer_taken` / `offer_withdrawn`,
 * `hours_override` (assigned outside the technician's hours), `payment`, `rating`,
 * `customer_merged` (the order's customer was merged into another: `changes` names both records).
 */
export const ORDER_HISTORY_KINDS = [
  'created',
  'status',
  'assigned',
  'unassigned',
  'declined',
  'rescheduled',
  'edited',
  'offered',
  'offer_taken',
  'offer_withdrawn',
  'hours_override',
  'payment',
  'rating',
  'customer_merged',
] as const;
export type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number];

/** A field's value before and after an edit (strings as the wire spells them; null when empty). */
export interface FieldChange {
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface OrderHistoryEntry {
  id: string;
  /** Issue 18: what the line records (lines written before it: `created` or `status`). */
  kind: OrderHistoryKind;
  from: OrderStatus | null;
  to: OrderStatus;
  actor_id: string | null;
  actor_role: string | null;
  /** Who acted, as the viewer may see them (the vendor's company, the technician's name, "Administrator"); null for the system. */
  actor_name: string | null;
  reason: string | null;
  /** For a cancellation: whose side called it off. */
  cancel_side: CancelSide | null;
  /** For `edited`, `rescheduled`, `assigned`, `payment`, `rating`: the fields that changed. */
  changes: Record<string, FieldChange> | null;
  at: string;
}
