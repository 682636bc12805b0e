import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { canAssign, canDecline, checkTransition, type FieldChange, type Order, type OrderDeclinedData, parseMoney, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { actorsOn } from '../access/order-actors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { OrderEvents } from '../realtime/order-events.js';
import { SchedulingRepository } from '../scheduling/scheduling.repository.js';
import { rangeOf, slotRange } from '../scheduling/time-slots.js';
import { WorkingHours } from '../scheduling/working-hours.js';
import { ORDER_FINANCIALS_QUEUE, type OrderFinancialsJob } from '../jobs/queue-names.js';
import { Jobs } from '../jobs/jobs.service.js';
import { MetricsUpdates } from '../metrics/metrics-updates.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { OfferNotices } from '../offers/offer-notices.js';
import { OffersRepository } from '../offers/offers.repository.js';
import { CustomerTexts } from '../sms/customer-texts.js';
import { RosterRepository } from '../technicians/roster.repository.js';
import { TechniciansRepository } from '../technicians/technicians.repository.js';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import type { CompletionDto } from './dto/completion.dto.js';
import type { AssignOrderDto, DeclineOrderDto, OrderRatingDto, TransitionOrderDto } from './dto/order.dto.js';
import { type NewCompletion, OrderCompletionsRepository } from './order-completions.repository.js';
import { OrderNotices } from './order-notices.js';
import { withStatus } from './order-state-machine.js';
import { OrdersRepository } from './orders.repository.js';
import { isOverlapViolation, SlotTakenException } from './slot-conflict.js';

const notAllowed = (field: string, message: string) => new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field, message, code: 'NOT_ALLOWED' }]);

/**
 * Assigning technicians and moving orders through PRODUCT.md's states. The database's exclusion
 * constraints are what keep a technician from being double-booked or booked into its time off
 * (see TechnicianBusyRange); a refused write is a 409 with the slot in the way, so two dispatchers
 * racing for one slot get one success and one 409 (a write PostgreSQL aborts as a deadlock victim
 * in that race cannot happen: writes claiming one technician's time take turns, SchedulingRepository.claimTime).
 */
@Injectable()
export class OrderDispatchService {
  private readonly logger = new Logger(OrderDispatchService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly completions: OrderCompletionsRepository,
    private readonly scheduling: SchedulingRepository,
    private readonly events: OrderEvents,
    private readonly access: AccessService,
    private readonly vendorSettings: VendorSettingsRepository,
    private readonly vendors: VendorsRepository,
    private readonly roster: RosterRepository,
    private readonly notifications: NotificationsService,
    private readonly jobs: Jobs,
    private readonly metricsUpdates: MetricsUpdates,
    private readonly technicianStatus: TechniciansRepository,
    private readonly audit: AuditRepository,
    private readonly workingHours: WorkingHours,
    private readonly offers: OffersRepository,
    private readonly offerNotices: OfferNotices,
    private readonly customerTexts: CustomerTexts,
    private readonly orderNotices: OrderNotices,
    private readonly em: EntityManager,
  ) {}

  /**
   * A technician for the order and, from the board, its new date and slot in the same move: one
   * transaction, so the window moves with the job or nothing changes. A new technician has to
   * accept again (pending / Assigned); the same one with a new window is a reschedule (status
   * kept). The window must lie within the technician's weekly hours unless the dispatcher
   * confirmed an override, which is audited and written to the order's history.
   */
  async assign(caller: Principal, id: string, dto: AssignOrderDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.assign', [id]);
    const order = await this.orders.byId(id);
    if (!canAssign(order)) {
      throw new ApiException(HttpStatus.CONFLICT, 'TRANSITION_NOT_ALLOWED', { from: order.status, to: 'pending' });
    }
    // Only a technician on the order's vendor's roster (accepted, not merely invited); anyone else is "not found", as elsewhere.
    await this.access.requireOnRoster(order.vendor_id, dto.technician_id);
    const technicianId = dto.technician_id.toLowerCase();
    // Issue 16: a technician an admin deactivated takes no new work.
    if (!(await this.technicianStatus.isActive(technicianId))) throw new ApiException(HttpStatus.CONFLICT, 'TECHNICIAN_INACTIVE');
    const slot = { service_date: dto.service_date ?? order.service_date, time_slot: dto.time_slot ?? order.time_slot };
    const moves = slot.service_date !== order.service_date || slot.time_slot !== order.time_slot;
    const sameTechnician = order.technician_id === technicianId;
    if (sameTechnician && !moves) return order;
    const { time_zone: zone } = await this.orders.heldTime(order.id);
    const range = rangeOf(slot.service_date, slot.time_slot, zone);
    const overridden = await this.workingHours.check(technicianId, order.vendor_id, slotRange(slot.service_date, slot.time_slot, zone), dto.override_hours);
    const labels = withStatus(sameTechnician ? order.status : 'pending', technicianId);
    let withdrawnOffer: string | null = null;
    try {
      await this.scheduling.claimTime(technicianId, async (em) => {
        await this.orders.assign(em, order.id, technicianId, labels, moves ? { ...slot, time_range: range } : undefined);
        // Issue 17: assigned by hand, the order's open offer is withdrawn with it.
        withdrawnOffer = await this.offers.withdrawOpen(order.id, em);
        // Issue 18: one line — a new technician is an assignment, the same one in a new window a
        // reschedule; either outside the technician's hours, confirmed, is an hours override.
        const changes: Record<string, FieldChange> = {
          ...(sameTechnician ? {} : { technician: { from: order.technician_id, to: technicianId } }),
          ...(moves && slot.service_date !== order.service_date ? { service_date: { from: order.service_date, to: slot.service_date } } : {}),
          ...(moves && slot.time_slot !== order.time_slot ? { time_slot: { from: order.time_slot, to: slot.time_slot } } : {}),
        };
        const kind = overridden ? 'hours_override' : sameTechnician ? 'rescheduled' : 'assigned';
        await this.orders.writeHistory(em, order.id, { kind, from: order.status, to: labels.status, actor: caller, changes });
        const before = { technician_id: order.technician_id, status: order.status, ...(moves ? { service_date: order.service_date, time_slot: order.time_slot } : {}) };
        const after = { technician_id: technicianId, status: labels.status, ...(moves ? slot : {}) };
        // Issue 16: an admin's reassignment is audited with the order, in the same transaction.
        if (caller.role === 'admin') {
          await this.audit.record({ actorId: caller.userId, actorRole: caller.role, action: 'order.reassign', targetType: 'order', targetId: order.id, before, after }, em);
        }
        if (overridden) {
          await this.audit.record(
            {
              actorId: caller.userId,
              actorRole: caller.role ?? 'unknown',
              action: 'order.hours_override',
              targetType: 'order',
              targetId: order.id,
              before: { ...before, service_date: order.service_date, time_slot: order.time_slot },
              after: { ...after, ...slot, working_hours: overridden },
            },
            em,
          );
        }
      });
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      throw new SlotTakenException(await this.scheduling.clashingSlot(technicianId, range, order.id));
    }
    const updated = await this.orders.byId(order.id);
    // The notifications first: the one order.changed names who got one.
    const notified = sameTechnician
      ? await this.orderNotices.changed(caller, updated, [overridden ? 'hours_override' : 'rescheduled'])
      : [
          ...(await this.orderNotices.assigned(caller, updated)),
          // The technician it left, and (when an admin reassigned it) the vendor, hear it changed hands.
          ...(await this.orderNotices.changed(caller, updated, ['assigned'], { previousTechnicianId: order.technician_id, skipTechnician: true })),
        ];
    await this.events.changed(sameTechnician ? 'updated' : 'assigned', updated, order.technician_id, notified);
    await this.offerNotices.withdrawn(withdrawnOffer);
    return updated;
  }

  /**
   * POST /api/orders/:id/decline: the assigned technician gives a pending assignment back with a
   * reason (canDecline decides who and from which state). The order returns to the tray; its
   * vendor gets an order_declined notification, and both sides hear order.changed 'declined'.
   */
  async decline(caller: Principal, id: string, dto: DeclineOrderDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.decline', [id]);
    const order = await this.orders.byId(id);
    const refused = () => new ApiException(HttpStatus.CONFLICT, 'TRANSITION_NOT_ALLOWED', { from: order.status, to: 'pending' });
    if (!order.technician_id || !canDecline(order, actorsOn(caller, order))) throw refused();
    const technicianId = order.technician_id;
    const reason = dto.reason.trim();
    await this.scheduling.claimTime(null, async (em) => {
      if (!(await this.orders.unassign(em, order.id, { status: order.status, technicianId }, withStatus('pending', null)))) throw refused();
      await this.orders.writeHistory(em, order.id, { kind: 'declined', from: order.status, to: 'pending', actor: caller, reason, changes: { technician: { from: technicianId, to: null } } });
    });
    const updated = await this.orders.byId(order.id);
    await this.events.changed('declined', updated, technicianId);
    try {
      const vendorUser = order.vendor_id ? await this.vendors.userOf(order.vendor_id) : null;
      if (vendorUser) {
        const data: OrderDeclinedData = { order_id: order.id, invoice_number: order.invoice_number, technician_id: technicianId, technician_name: order.technician?.full_name ?? null, reason };
        await this.notifications.create(vendorUser, 'order_declined', { ...data });
      }
    } catch (error) {
      this.logger.error(`order ${order.id} declined: notification not written: ${error instanceof Error ? error.message : String(error)}`);
    }
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
    // Issue 14: a rating comes with a close, whose side called it off with a cancellation; nothing else takes them.
    if (dto.rating !== undefined && dto.to !== 'closed') throw notAllowed('rating', 'rating is given when closing an order');
    if (dto.cancel_side !== undefined && dto.to !== 'cancelled') throw notAllowed('cancel_side', 'cancel_side is given when cancelling an order');
    const cancelSide = dto.to === 'cancelled' ? (dto.cancel_side ?? 'company') : null;
    // Completing a job records its figures, with the rates in force now, in the same transaction.
    const completion = dto.to === 'completed' ? await this.completionOf(order, dto.completion) : null;
    const labels = withStatus(dto.to, order.technician_id);
    let completionId: string | null = null;
    let withdrawnOffer: string | null = null;
    try {
      await this.scheduling.claimTime(order.technician_id, async (em) => {
        // Compare-and-set on the status read above: of two racing moves, only one applies.
        if (!(await this.orders.move(em, order.id, order.status, labels))) throw new ApiException(HttpStatus.CONFLICT, 'TRANSITION_NOT_ALLOWED', { from: order.status, to: dto.to });
        // Issue 17: a cancelled order's open offer is withdrawn with it.
        if (dto.to === 'cancelled') withdrawnOffer = await this.offers.withdrawOpen(order.id, em);
        // A rating given with the close is part of this one change.
        const rated = dto.to === 'closed' && dto.rating != null && dto.rating !== order.rating ? { rating: { from: order.rating, to: dto.rating } } : null;
        await this.orders.writeHistory(em, order.id, { kind: 'status', from: order.status, to: dto.to, actor: caller, reason: dto.reason?.trim() || null, cancelSide, changes: rated });
        // Issue 16: an admin's cancellation is audited with the order, in the same transaction.
        if (caller.role === 'admin' && dto.to === 'cancelled') {
          await this.audit.record(
            {
              actorId: caller.userId,
              actorRole: caller.role,
              action: 'order.cancel',
              targetType: 'order',
              targetId: order.id,
              before: { status: order.status, technician_id: order.technician_id },
              after: { status: 'cancelled', technician_id: order.technician_id, reason: dto.reason?.trim() ?? null, cancel_side: cancelSide },
            },
            em,
          );
        }
        if (dto.to === 'closed' && dto.rating != null) await this.orders.setRating(order.id, dto.rating, em);
        if (completion) completionId = await this.completions.insert(em, order.id, completion.row, completion.payments, caller.userId);
      });
    } catch (error) {
      // Every move re-claims the order's range: one already sitting in time off (kept from before
      // the database checked it) is refused here, acceptance included, until it is moved.
      if (!isOverlapViolation(error) || !order.technician_id) throw error;
      const { range } = await this.orders.heldTime(order.id);
      throw new SlotTakenException(await this.scheduling.clashingSlot(order.technician_id, range, order.id));
    }
    const updated = await this.orders.byId(order.id);
    // A completion is the vendor's order_completed; every other move tells the other side, in the one order.changed.
    const notified = updated.status === 'completed' ? [] : await this.orderNotices.changed(caller, updated, ['status']);
    await this.events.changed('transitioned', updated, null, notified);
    await this.offerNotices.withdrawn(withdrawnOffer);
    // Issue 17: "On my way" texts the customer (unless the vendor turned it off or the customer opted out).
    if (updated.status === 'en_route') await this.customerTexts.onMyWay(updated);
    if (completionId) await this.completed(updated, completionId);
    if (updated.status === 'closed') await this.closed(updated);
    return updated;
  }

  /**
   * PUT /api/orders/:id/rating: the vendor records, changes or (null) clears the customer's 1–5
   * rating of a closed order; any other order is 409 ORDER_NOT_CLOSED.
   */
  async rate(caller: Principal, id: string, dto: OrderRatingDto): Promise<Order> {
    await this.access.requireAccess(caller, 'order.rating', [id]);
    const order = await this.orders.byId(id);
    if (order.status !== 'closed') throw new ApiException(HttpStatus.CONFLICT, 'ORDER_NOT_CLOSED');
    if (order.rating === dto.rating) return order;
    await this.em.transactional(async (em) => {
      await this.orders.setRating(order.id, dto.rating, em);
      await this.orders.writeHistory(em, order.id, { kind: 'rating', from: order.status, to: order.status, actor: caller, changes: { rating: { from: order.rating, to: dto.rating } } });
    });
    const updated = await this.orders.byId(order.id);
    await this.events.changed('updated', updated);
    await this.ratingChanged(updated);
    return updated;
  }

  /**
   * After an order closed (committed; its rating, if given, stored with it). Issue 14's metrics
   * hook in here: closing an order is a metrics_update for its technician.
   */
  private async closed(order: Order): Promise<void> {
    await this.metricsUpdates.orderChanged(order);
  }

  /** After the vendor changed a closed order's rating (committed): a metrics_update too. */
  private async ratingChanged(order: Order): Promise<void> {
    await this.metricsUpdates.orderChanged(order);
  }

  /**
   * The completion to write: the figures as cents, and the rates that apply at this moment — the
   * order's own tax choice, the vendor's settings in force, the roster link's commission override
   * (else the vendor's default). Missing figures are a field error, as any other.
   */
  private async completionOf(order: Order, dto: CompletionDto | undefined): Promise<{ row: NewCompletion; payments: { method: CompletionDto['payments'][number]['method']; amount: number; collected_by: CompletionDto['parts_paid_by'] }[] }> {
    if (!dto) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
        { field: 'completion', message: 'completion is required to complete a job', code: 'REQUIRED' },
      ]);
    }
    const cents = (amount: string) => parseMoney(amount) ?? 0;
    const settings = await this.vendorSettings.inForce(order.vendor_id);
    const override = order.vendor_id && order.technician_id ? await this.roster.commissionOf(order.vendor_id, order.technician_id) : null;
    return {
      row: {
        labor: String(cents(dto.labor)),
        parts_price: String(cents(dto.parts_price)),
        parts_cost: String(cents(dto.parts_cost)),
        parts_paid_by: dto.parts_paid_by,
        tip: String(cents(dto.tip)),
        resolution: dto.resolution.trim(),
        taxable: order.taxable,
        tax_rate_pct: String(order.tax_rate),
        tax_labor: settings.tax_labor,
        card_fee_pct: settings.card_fee_pct,
        card_fee_fixed: String(cents(settings.card_fee_fixed)),
        commission_pct: override ?? settings.default_commission_pct,
        technician_id: order.technician_id,
      },
      payments: dto.payments.map((payment) => ({ method: payment.method, amount: cents(payment.amount), collected_by: payment.collected_by })),
    };
  }

  /**
   * After the commit: the vendor's order_completed notification (SPEC.md §4: its app calculates the
   * financials on `calculate_financials`), and the same calculation as a background job, so nothing
   * waits for a browser. The completion stands whatever happens here: failures are logged.
   */
  private async completed(order: Order, completionId: string): Promise<void> {
    try {
      const vendorUser = order.vendor_id ? await this.vendors.userOf(order.vendor_id) : null;
      if (vendorUser) {
        await this.notifications.create(vendorUser, 'order_completed', {
          order_id: order.id,
          invoice_number: order.invoice_number,
          completion_id: completionId,
          action: 'calculate_financials',
        });
      }
    } catch (error) {
      this.logger.error(`order ${order.id} completed: notification not written: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      await this.jobs.send<OrderFinancialsJob>(ORDER_FINANCIALS_QUEUE, [{ completion_id: completionId }]);
    } catch (error) {
      this.logger.error(`order ${order.id} completed: financials job not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
