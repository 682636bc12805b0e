import { type Order, type OrderActor, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';

/**
 * The roles the caller holds on an order it may reach, as the state machine names them: owner
 * (the order's vendor; a personal booking's technician), assigned technician, admin. Which
 * moves each may make is the state machine's; who holds which role is decided here, beside the
 * access repository's ownedOrders, which answers the same question in SQL.
 */
export function actorsOn(caller: Principal, order: Order): OrderActor[] {
  const actors: OrderActor[] = [];
  if (caller.role === 'admin') actors.push('admin');
  const personal = order.order_source === PERSONAL_ORDER_SOURCE;
  if ((caller.role === 'vendor' && order.vendor_id === caller.vendorId) || (personal && order.technician_id === caller.userId)) {
    actors.push('owner');
  }
  if (caller.role === 'technician' && order.technician_id === caller.userId) actors.push('technician');
  return actors;
}
