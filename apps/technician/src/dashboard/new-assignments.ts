import { canDecline, type Order } from '@fixflow/contracts';

/** The vendor's assignments still waiting for this technician's answer, soonest first. */
export function newAssignments(orders: Order[]): Order[] {
  return orders.filter((order) => canDecline(order, ['technician'])).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}
