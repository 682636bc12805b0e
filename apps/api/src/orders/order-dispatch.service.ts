import { HttpStatus, Injectable } from '@nestjs/common';
import { canAssign, checkTransition, type Order, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { actorsOn } from '../access/order-actors.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { OrderEvents } from '../realtime/order-events.js';
import { SchedulingRepository } from '../scheduling/scheduling.repository.js';
import type { AssignOrderDto, TransitionOrderDto } from './dto/order.dto.js';
import { withStatus } from './order-state-machine.js';
import { OrdersRepository } from './orders.repository.js';
import { isOverlapViolation, SlotTakenException } from './slot-conflict.js';

/**
 * Assigning technicians and moving orders through PRODUCT.md's states. The database's exclusion
 * constraints are what keep a technician from being double-booked or booked into its time off
 * (see TechnicianBusyRange); a refused write is a 409 with the slot in the way, so two dispatchers
 * racing for one slot get one success and one 409 (a write PostgreSQL aborts as a deadlock victim
 * in that race cannot happen: writes claiming one technician's time take turns, SchedulingRepository.claimTime).
 */
@Injectable()
export class OrderDispatchService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly scheduling: SchedulingRepository,
    private readonly events: OrderEvents,
    private readonly access: AccessService,
  ) {}

  async assign(caller: Principal, id: string, dto: AssignOrderDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.assign', [id]);
    const order = await this.orders.byId(id);
    if (!canAssign(order)) {
      throw new ApiException(HttpStatus.CONFLICT, 'TRANSITION_NOT_ALLOWED', { from: order.status, to: 'pending' });
    }
    // Only a technician on the order's vendor's roster (accepted, not merely invited); anyone else is "not found", as elsewhere.
    await this.access.requireOnRoster(order.vendor_id, dto.technician_id);
    if (order.technician_id === dto.technician_id) return order;
    // A new technician has to accept again: the order goes back to pending / Assigned.
    const labels = withStatus('pending', dto.technician_id);
    try {
      await this.scheduling.claimTime(dto.technician_id, async (em) => {
        await this.orders.assign(em, order.id, dto.technician_id, labels);
        await this.orders.writeHistory(em, order.id, order.status, 'pending', caller, null);
      });
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      const { range } = await this.orders.heldTime(order.id);
      throw new SlotTakenException(await this.scheduling.clashingSlot(dto.technician_id, range, order.id));
    }
    const updated = await this.orders.byId(order.id);
    await this.events.changed('assigned', updated, order.technician_id);
    return updated;
  }

  async transition(caller: Principal, id: string, dto: TransitionOrderDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.transition', [id]);
    const order = await this.orders.byId(id);
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
      await this.scheduling.claimTime(order.technician_id, async (em) => {
        // Compare-and-set on the status read above: of two racing moves, only one applies.
        if (!(await this.orders.move(em, order.id, order.status, labels))) throw new ApiException(HttpStatus.CONFLICT, 'TRANSITION_NOT_ALLOWED', { from: order.status, to: dto.to });
        await this.orders.writeHistory(em, order.id, order.status, dto.to, caller, dto.reason?.trim() || null);
      });
    } catch (error) {
      // Every move re-claims the order's range: one already sitting in time off (kept from before
      // the database checked it) is refused here, acceptance included, until it is moved.
      if (!isOverlapViolation(error) || !order.technician_id) throw error;
      const { range } = await this.orders.heldTime(order.id);
      throw new SlotTakenException(await this.scheduling.clashingSlot(order.technician_id, range, order.id));
    }
    const updated = await this.orders.byId(order.id);
    await this.events.changed('transitioned', updated);
    return updated;
  }
}
