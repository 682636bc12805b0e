import type { BusySlot, Order } from '@fixflow/contracts';

/** Half-open ranges [start, end): a visit ending at 12:00 leaves a 12:00 visit free. */
export function overlaps(slot: Pick<BusySlot, 'start' | 'end'>, order: Pick<Order, 'starts_at' | 'ends_at'>): boolean {
  return Date.parse(slot.start) < Date.parse(order.ends_at) && Date.parse(order.starts_at) < Date.parse(slot.end);
}

/** The technician's slots that clash with this order; the order's own slot (already assigned to them) does not count. */
export function clashes(slots: BusySlot[], order: Pick<Order, 'id' | 'starts_at' | 'ends_at'>): BusySlot[] {
  return slots.filter((slot) => slot.order_id !== order.id && overlaps(slot, order));
}
