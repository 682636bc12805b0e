import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { findRecallOrigin, type OrderDetails, type RecallSubject } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import type { Language } from '../i18n/language.js';
import { MetricsUpdates } from '../metrics/metrics-updates.js';
import { OrderEvents } from '../realtime/order-events.js';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import type { RecallDecisionDto } from './dto/order.dto.js';
import { OrdersRepository } from './orders.repository.js';

const DAY_MS = 86_400_000;

/**
 * Recalls (issue 14): an order that repeats an earlier completed one of the same customer — the
 * same appliance, or with none recorded the same address and appliance type — within the vendor's
 * recall window is linked to it and charged to its technician. The rule itself is
 * libs/contracts findRecallOrigin; this applies it when an order is created or its appliance,
 * address or type changes, and records the vendor's "not a recall".
 */
@Injectable()
export class OrderRecallsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly vendorSettings: VendorSettingsRepository,
    private readonly events: OrderEvents,
    private readonly access: AccessService,
    private readonly metricsUpdates: MetricsUpdates,
    private readonly em: EntityManager,
  ) {}

  /**
   * Judges the order in the caller's transaction (after its insert or edit): links it to the
   * newest earlier completion it repeats, as suspected (a link the vendor dismissed stays
   * dismissed), or unlinks it when it no longer repeats one.
   */
  async detect(em: EntityManager, orderId: string): Promise<void> {
    const state = await this.orders.recallState(em, orderId);
    let originId: string | null = null;
    if (state.vendor_id && state.customer_id) {
      const settings = await this.vendorSettings.inForce(state.vendor_id, em);
      // Two days more than the window: the rule counts calendar days in the vendor's zone, exactly.
      const since = new Date(state.created_at.getTime() - (settings.recall_window_days + 2) * DAY_MS);
      const candidates = await this.orders.recallCandidates(em, state.vendor_id, state.customer_id, since, orderId);
      originId = findRecallOrigin(state, candidates, settings.recall_window_days, settings.timezone)?.order_id ?? null;
    }
    if (originId === state.recall_of_order_id) return;
    await this.orders.linkRecall(em, orderId, originId);
  }

  /**
   * The earlier order a new order (not inserted yet) repeats, or null: the same rule as detect,
   * with the vendor's window and zone the caller already read (OrderTerms), so a creation asks
   * PostgreSQL once. `subject.created_at` is the transaction's now(), the order's created_at.
   */
  async originOf(em: EntityManager, subject: RecallSubject, vendorId: string, customerId: string, windowDays: number, zone: string): Promise<string | null> {
    const since = new Date(subject.created_at.getTime() - (windowDays + 2) * DAY_MS);
    const candidates = await this.orders.recallCandidates(em, vendorId, customerId, since, subject.order_id);
    return findRecallOrigin(subject, candidates, windowDays, zone)?.order_id ?? null;
  }

  /**
   * PUT /api/orders/:id/recall: `is_recall: false` dismisses the suspected recall with the
   * vendor's reason (both rates are kept: the automatic counts it still, the confirmed no more);
   * `is_recall: true` makes it suspected again. An order that repeats none is 409 NOT_A_RECALL.
   */
  async decide(caller: Principal, id: string, dto: RecallDecisionDto, language: Language = 'en'): Promise<OrderDetails> {
    await this.access.requireAccess(caller, 'order.recall', [id]);
    const reason = dto.reason?.trim();
    if (!dto.is_recall && !reason) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
        { field: 'reason', message: 'reason is required to mark an order as not a recall', code: 'REQUIRED' },
      ]);
    }
    const before = await this.orders.byId(id);
    const decided = await this.em.transactional(async (em) => {
      const decision = dto.is_recall ? ({ dismissed: false } as const) : ({ dismissed: true, reason: reason as string, by: caller.userId } as const);
      if (!(await this.orders.decideRecall(id, decision, em))) return false;
      // Issue 18: the vendor's word is an edit of the order, in its history with the reason.
      const after = await this.orders.byId(id, em);
      if (after.recall_status !== before.recall_status) {
        const changes = { recall_status: { from: before.recall_status, to: after.recall_status } };
        await this.orders.writeHistory(em, id, { kind: 'edited', from: before.status, to: before.status, actor: caller, reason: dto.is_recall ? null : (reason ?? null), changes });
      }
      return true;
    });
    if (!decided) throw new ApiException(HttpStatus.CONFLICT, 'NOT_A_RECALL');
    const updated = await this.orders.byId(id);
    await this.events.changed('updated', updated);
    // The stored figures of both orders' periods follow (metrics-recompute).
    await this.metricsUpdates.recompute(updated.recall_of_order_id ? [updated.recall_of_order_id, id] : [id]);
    return this.orders.details(id, { userId: caller.userId, role: caller.role, language });
  }
}
