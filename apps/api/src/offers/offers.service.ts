import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { canOffer, inOfferAudience, type Offer, type OfferList, type OfferTakenData, type OrderNotificationData } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { withStatus } from '../orders/order-state-machine.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { isOverlapViolation, SlotTakenException } from '../orders/slot-conflict.js';
import { OrderEvents } from '../realtime/order-events.js';
import { SchedulingRepository } from '../scheduling/scheduling.repository.js';
import type { CreateOfferDto } from './offers.dto.js';
import { OfferNotices } from './offer-notices.js';
import { OffersRepository, type StoredOffer } from './offers.repository.js';

/**
 * Offers (issue 17): a vendor publishes an unassigned order to its roster (or to its technicians in
 * the order's city and state); the first technician to take it gets it, accepted at once — taking
 * IS accepting. The database decides a race: the take's transaction claims the order (a
 * compare-and-set on "unassigned and pending") and the offer (on "open") before it commits, and
 * every other taker finds them gone (409 OFFER_TAKEN). The technician chose the time, so its
 * weekly hours are not asked; a clash with its own bookings or time off still is (409 SLOT_TAKEN,
 * the offer left open for the others).
 */
@Injectable()
export class OffersService {
  private readonly logger = new Logger(OffersService.name);

  constructor(
    private readonly offers: OffersRepository,
    private readonly notices: OfferNotices,
    private readonly orders: OrdersRepository,
    private readonly scheduling: SchedulingRepository,
    private readonly orderEvents: OrderEvents,
    private readonly notifications: NotificationsService,
    private readonly access: AccessService,
    private readonly em: EntityManager,
  ) {}

  /**
   * POST /api/orders/:id/offer. Only an unassigned live order in pending (else 409
   * ORDER_NOT_OFFERABLE). Offering an order that has an open offer answers that offer, with its
   * audience replaced by the one asked: the technicians it newly reaches get the push, those it
   * no longer reaches see it leave their list.
   */
  async publish(caller: Principal, orderId: string, dto: CreateOfferDto): Promise<Offer> {
    await this.access.requireAccess(caller, 'offer.manage', [orderId]);
    const order = await this.orders.byId(orderId.toLowerCase());
    if (!order.vendor_id || !canOffer(order)) throw new ApiException(HttpStatus.CONFLICT, 'ORDER_NOT_OFFERABLE');
    const audience = dto.audience ?? 'roster';
    // The contract's rule read above; the repository asks it again of the locked row, so an assignment committed meanwhile is seen.
    const vendorId = order.vendor_id;
    const published = await this.em.transactional(async (em) => {
      const result = await this.offers.publish(em, { vendorId, orderId: order.id, audience, by: caller.userId });
      // Issue 18: a new offer, or its audience changed, is a line of the order's history.
      if (result && result.previous !== audience) {
        const changes = { audience: { from: result.previous, to: audience } };
        await this.orders.writeHistory(em, order.id, { kind: 'offered', from: order.status, to: order.status, actor: caller, changes });
      }
      return result;
    });
    if (!published) throw new ApiException(HttpStatus.CONFLICT, 'ORDER_NOT_OFFERABLE');
    const stored = (await this.offers.byId(published.id)) as StoredOffer;
    if (published.previous !== audience) {
      const reached = await this.notices.audience(vendorId, audience, order);
      const before = published.previous ? await this.notices.audience(vendorId, published.previous, order) : [];
      const newlyReached = reached.filter((id) => !before.includes(id));
      await this.notices.announce('offered', stored, { also: before.filter((id) => !reached.includes(id)), pushTo: newlyReached });
      await this.offered(stored, newlyReached);
    }
    return stored.offer;
  }

  /**
   * DELETE /api/orders/:id/offer: the open offer withdrawn (204); one already withdrawn answers the
   * same. Taken first → 409 OFFER_TAKEN (the order is the taker's); never offered → 404 OFFER_NOT_FOUND.
   */
  async withdraw(caller: Principal, orderId: string): Promise<void> {
    await this.access.requireAccess(caller, 'offer.manage', [orderId]);
    const id = orderId.toLowerCase();
    const withdrawn = await this.em.transactional(async (em) => {
      const offerId = await this.offers.withdrawOpen(id, em);
      if (offerId) {
        const { status } = await this.orders.byId(id, em);
        await this.orders.writeHistory(em, id, { kind: 'offer_withdrawn', from: status, to: status, actor: caller });
      }
      return offerId;
    });
    if (withdrawn) {
      await this.notices.withdrawn(withdrawn);
      return;
    }
    const latest = await this.offers.latestOf(id);
    if (!latest) throw new ApiException(HttpStatus.NOT_FOUND, 'OFFER_NOT_FOUND');
    if (latest.status === 'taken') throw new ApiException(HttpStatus.CONFLICT, 'OFFER_TAKEN');
  }

  /**
   * GET /api/offers. A technician: the open offers it may take (a vendor's whose roster holds it,
   * in the audience), soonest first. A vendor: its own, open and closed in the last week, newest
   * first. An admin: every vendor's, the same way.
   */
  async list(caller: Principal): Promise<OfferList> {
    await this.access.requireAccess(caller, 'offer.read');
    if (caller.role === 'technician') {
      const [open, place] = await Promise.all([this.offers.openFor(caller.userId), this.offers.placeOf(caller.userId)]);
      return { items: open.filter((offer) => inOfferAudience(offer.audience, offer.order, place ?? { city: null, state: null })) };
    }
    if (caller.role === 'vendor' && !caller.vendorId) return { items: [] };
    return { items: await this.offers.ofVendor(caller.role === 'admin' ? null : caller.vendorId) };
  }

  /**
   * POST /api/offers/:id/take, in one transaction that holds the taker's time: the order claimed
   * (still unassigned and pending) and assigned to the taker, accepted; the offer taken (still
   * open); one history line pending → accepted by the technician. Then the vendor and every
   * technician it went to hear it was taken, and the vendor gets an offer_taken notification.
   */
  async take(caller: Principal, id: string): Promise<Offer> {
    await this.access.requireAccess(caller, 'offer.take', [id]);
    const offerId = id.toLowerCase();
    const found = await this.offers.byId(offerId);
    const place = await this.offers.placeOf(caller.userId);
    if (!found || !inOfferAudience(found.offer.audience, found.offer.order, place ?? { city: null, state: null })) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'OFFER_NOT_FOUND');
    }
    const orderId = found.offer.order_id;
    const taker = caller.userId;
    try {
      await this.scheduling.claimTime(taker, async (em) => {
        // Taken off the roster or deactivated since the access check: as if it never reached it.
        if (!(await this.offers.stillReaches(em, offerId, taker))) throw new ApiException(HttpStatus.NOT_FOUND, 'OFFER_NOT_FOUND');
        if (!(await this.orders.assignUnassigned(em, orderId, taker, withStatus('accepted', taker)))) throw await this.closed(em, offerId);
        if (!(await this.offers.take(em, offerId, taker))) throw await this.closed(em, offerId);
        await this.orders.writeHistory(em, orderId, { kind: 'offer_taken', from: 'pending', to: 'accepted', actor: caller, changes: { technician: { from: null, to: taker } } });
      });
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      const { range } = await this.orders.heldTime(orderId);
      throw new SlotTakenException(await this.scheduling.clashingSlot(taker, range, orderId));
    }
    const taken = (await this.offers.byId(offerId)) as StoredOffer;
    await this.afterTake(taken);
    return taken.offer;
  }

  /** The notification center's order_offered, to each technician the offer newly reached (issue 18); never failing the offer. */
  private async offered(stored: StoredOffer, technicians: readonly string[]): Promise<void> {
    const { offer } = stored;
    const data: OrderNotificationData = { order_id: offer.order_id, invoice_number: offer.order.invoice_number, actor_name: offer.vendor_name, status: 'pending' };
    for (const technician of technicians) {
      try {
        await this.notifications.create(technician, 'order_offered', { ...data, offer_id: offer.id });
      } catch (error) {
        this.logger.error(`offer ${offer.id}: order_offered not written for ${technician}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** Why a take found the order or the offer gone: taken by another technician, or withdrawn (an order no longer offerable too). */
  private async closed(em: EntityManager, offerId: string): Promise<ApiException> {
    const status = await this.offers.statusOf(offerId, em);
    return new ApiException(HttpStatus.CONFLICT, status === 'taken' ? 'OFFER_TAKEN' : 'OFFER_WITHDRAWN');
  }

  private async afterTake(stored: StoredOffer): Promise<void> {
    const { offer } = stored;
    await this.notices.announce('taken', stored);
    try {
      const order = await this.orders.byId(offer.order_id);
      // The taker is named as the previous technician too: it chose the order itself, so it gets
      // the event but not the "new order assigned" push an assignment by the vendor would send.
      await this.orderEvents.changed('assigned', order, order.technician_id);
      const data: OfferTakenData = {
        order_id: offer.order_id,
        invoice_number: offer.order.invoice_number,
        offer_id: offer.id,
        technician_id: offer.taken_by?.id ?? '',
        technician_name: offer.taken_by?.full_name ?? null,
      };
      await this.notifications.create(stored.vendorUserId, 'offer_taken', { ...data });
    } catch (error) {
      this.logger.error(`offer ${offer.id} taken: the vendor not told: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
