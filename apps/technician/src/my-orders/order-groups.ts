import { FINAL_ORDER_STATES, type Order, type OrderStatus } from '@fixflow/contracts';

export type OrderGroup = 'today' | 'upcoming' | 'done';

/** Finished on the technician's side: completed (awaiting approval) or history. */
const DONE: readonly OrderStatus[] = ['completed', ...FINAL_ORDER_STATES];

/** yyyy-mm-dd of the technician's own clock: "today" is the day on their phone. */
export { dayOf as localDate } from '../calendar/days';

/**
 * Finished work is done; unfinished work from an earlier day still needs doing, so it
 * stays with today's rather than vanishing.
 */
export function groupOf(order: Pick<Order, 'status' | 'service_date'>, today: string): OrderGroup {
  if (DONE.includes(order.status)) return 'done';
  return order.service_date <= today ? 'today' : 'upcoming';
}

/** Soonest first for work ahead; most recent first for what is done. */
export function sortForGroup(orders: Order[], group: OrderGroup): Order[] {
  const sorted = [...orders].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return group === 'done' ? sorted.reverse() : sorted;
}
