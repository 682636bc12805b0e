import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type Order, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { retryOnDeadlock } from '../database/deadlock-retry.js';
import { OrderEvents } from '../realtime/order-events.js';
import type { AssignOrderDto, TransitionOrderDto } from './dto/order.dto.js';
import { ASSIGNABLE_STATES, checkTransition, type OrderActor, withStatus } from './order-state-machine.js';
import { writeHistory } from './order-writes.js';
import { OrdersRepository } from './orders.repository.js';
import { clashingSlot, isOverlapViolation, SlotTakenException } from './slot-conflict.js';

/** The roles the caller holds on this order, as the state machine names them. */
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

/**
 * Assigning technicians and moving orders through PRODUCT.md's states. The database's exclusion
 * constraints are what keep a technician from being double-booked or booked into its time off
 * (see TechnicianBusyRange); a refused write is a 409 with the slot in the way, so two dispatchers
 * racing for one slot get one success and one 409 (a write PostgreSQL aborts as a deadlock victim
 * in that race is run again: retryOnDeadlock).
 */
@Injectable()
export class OrderDispatchService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersRepository,
    private readonly events: OrderEvents,
  ) {}

  async assign(caller: Principal, id: string, dto: AssignOrderDto): Promise<Order> {
    const order = await this.orders.visible(caller, id);
    const actors = actorsOn(caller, order);
    if (!actors.includes('owner') && !actors.includes('admin')) throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
    if (order.order_source === PERSONAL_ORDER_SOURCE || !ASSIGNABLE_STATES.has(order.status)) {
      throw new ApiException(HttpStatus.CONFLICT, 'TRANSITION_NOT_ALLOWED', { from: order.status, to: 'pending' });
    }
    // Only a technician on the order's vendor's roster; anyone else is "not found", as elsewhere.
    const [onRoster] = await this.em.execute<{ one: number }[]>(
      'select 1 as one from vendor_technicians where vendor_id = ? and technician_id = ?',
      [order.vendor_id, dto.technician_id],
    );
    if (!onRoster) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
    if (order.technician_id === dto.technician_id) return order;
    // A new technician has to accept again: the order goes back to pending / Assigned.
    const labels = withStatus('pending', dto.technician_id);
    try {
      await retryOnDeadlock(() =>
        this.em.transactional(async (em) => {
          await em.execute(
            'update orders set technician_id = ?, status = ?, technician_status = ?, vendor_status = ?, updated_at = now() where id = ?',
            [dto.technician_id, labels.status, labels.technician_status, labels.vendor_status, order.id],
          );
          await writeHistory(em, order.id, order.status, 'pending', caller, null);
        }),
      );
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      const [row] = await this.em.execute<{ range: string }[]>('select time_range::text as range from orders where id = ?', [order.id]);
      throw new SlotTakenException(await clashingSlot(this.em, dto.technician_id, row.range, order.id));
    }
    const updated = await this.orders.byId(order.id);
    await this.events.changed('assigned', updated, order.technician_id);
    return updated;
  }

  async transition(caller: Principal, id: string, dto: TransitionOrderDto): Promise<Order> {
    const order = await this.orders.visible(caller, id);
    const verdict = checkTransition({
      from: order.status,
      to: dto.to,
      actors: actorsOn(caller, order),
      personal: order.order_source === PERSONAL_ORDER_SOURCE,
      hasTechnician: order.technician_id !== null,
      reason: dto.reason,
    });
    if (!verdict.ok) {
      const status = verdict.code === 'REASON_REQUIRED' ? HttpStatus.BAD_REQUEST : HttpStatus.CONFLICT;
      throw new ApiException(status, verdict.code, { from: order.status, to: dto.to });
    }
    const labels = withStatus(dto.to, order.technician_id);
    try {
      await retryOnDeadlock(() =>
        this.em.transactional(async (em) => {
          // Compare-and-set on the status read above: of two racing moves, only one applies.
          const result = await em.execute<{ id: string }[]>(
            'update orders set status = ?, technician_status = ?, vendor_status = ?, updated_at = now() where id = ? and status = ? returning id',
            [labels.status, labels.technician_status, labels.vendor_status, order.id, order.status],
          );
          if (!result.length) throw new ApiException(HttpStatus.CONFLICT, 'TRANSITION_NOT_ALLOWED', { from: order.status, to: dto.to });
          await writeHistory(em, order.id, order.status, dto.to, caller, dto.reason?.trim() || null);
        }),
      );
    } catch (error) {
      // Every move re-claims the order's range: one already sitting in time off (kept from before
      // the database checked it) is refused here, acceptance included, until it is moved.
      if (!isOverlapViolation(error) || !order.technician_id) throw error;
      const [row] = await this.em.execute<{ range: string }[]>('select time_range::text as range from orders where id = ?', [order.id]);
      throw new SlotTakenException(await clashingSlot(this.em, order.technician_id, row.range, order.id));
    }
    const updated = await this.orders.byId(order.id);
    await this.events.changed('transitioned', updated);
    return updated;
  }
}
