import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { inOfferAudience, type Offer, type OfferAudience, type OfferChangedEvent } from '@fixflow/contracts';
import { PushService } from '../push/push.service.js';
import { OfferEvents } from '../realtime/offer-events.js';
import { type OpenOffer, OffersRepository, type StoredOffer } from './offers.repository.js';

/**
 * Who hears of an offer, and telling them (issue 17). An offer's audience is the vendor's active
 * roster (accepted links), all of it or, for `area`, those in the order's city and state: the
 * contracts' inOfferAudience decides, here and nowhere else in the API. Everything here runs after
 * the change is committed; a failure is logged, never answered: the change stands.
 */
@Injectable()
export class OfferNotices {
  private readonly logger = new Logger(OfferNotices.name);

  constructor(
    private readonly offers: OffersRepository,
    private readonly events: OfferEvents,
    private readonly push: PushService,
  ) {}

  /** The technicians (user ids) `audience` reaches of the vendor's roster, for an order at `place`. */
  async audience(vendorId: string, audience: OfferAudience, place: Pick<Offer['order'], 'city' | 'state'>): Promise<string[]> {
    const roster = await this.offers.roster(vendorId);
    return roster.filter((technician) => inOfferAudience(audience, place, technician)).map((technician) => technician.id);
  }

  /**
   * The vendor's open offers that reach no one of its roster any more (a technician taken off it
   * was the last its audience held): nobody can take them. Read in the roster change's transaction.
   */
  async unreached(em: EntityManager, vendorId: string): Promise<OpenOffer[]> {
    const open = await this.offers.openOf(em, vendorId);
    if (!open.length) return [];
    const roster = await this.offers.roster(vendorId, em);
    return open.filter((offer) => !roster.some((technician) => inOfferAudience(offer.audience, offer, technician)));
  }

  /**
   * offer.changed to the vendor's user, every technician of the offer's audience, `also` (those a
   * narrowed audience dropped: their lists refetch) and the admins; an `offered` one is also a Web
   * Push to each technician in `pushTo`.
   */
  async announce(action: OfferChangedEvent['action'], stored: StoredOffer, options: { also?: readonly string[]; pushTo?: readonly string[] } = {}): Promise<void> {
    const { offer } = stored;
    try {
      const audience = await this.audience(offer.vendor_id, offer.audience, offer.order);
      this.events.changed({ action, offer }, [stored.vendorUserId, ...audience, ...(options.also ?? [])]);
      if (options.pushTo?.length) await this.push.orderOffered(options.pushTo, offer);
    } catch (error) {
      this.logger.error(`offer ${offer.id} ${action}: not announced: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * After an assignment by hand (or a cancellation, or the roster losing the last technician it
   * reached) withdrew the order's open offer: everyone it concerned is told, and `also` (a technician
   * taken off the roster).
   */
  async withdrawn(offerId: string | null, also: readonly string[] = []): Promise<void> {
    if (!offerId) return;
    try {
      const stored = await this.offers.byId(offerId);
      if (stored) await this.announce('withdrawn', stored, { also });
    } catch (error) {
      this.logger.error(`offer ${offerId} withdrawn: not announced: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
