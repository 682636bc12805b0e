import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { OfferNotices } from './offer-notices.js';
import { OffersRepository } from './offers.repository.js';

/**
 * When the technicians an offer can reach shrink — one taken off a vendor's roster, or deactivated
 * by an admin — an open offer whose audience now reaches no one is withdrawn: nobody could take it,
 * and the vendor must not think it is out. One way for both, as the vendor's own withdraw does it:
 * the offer closed and an offer_withdrawn history line by `actor` in the caller's transaction, then,
 * once committed, offer.changed to everyone it concerned and to the technicians who lost it.
 */
@Injectable()
export class OfferWithdrawals {
  constructor(
    private readonly offers: OffersRepository,
    private readonly notices: OfferNotices,
    private readonly orders: OrdersRepository,
  ) {}

  /** In the roster change's transaction (read after it): the ids of the offers withdrawn. */
  async withdrawUnreached(em: EntityManager, vendorId: string, actor: Principal): Promise<string[]> {
    const withdrawn: string[] = [];
    for (const offer of await this.notices.unreached(em, vendorId)) {
      const offerId = await this.offers.withdrawOpen(offer.order_id, em);
      if (!offerId) continue;
      await this.orders.writeHistory(em, offer.order_id, { kind: 'offer_withdrawn', from: offer.order_status, to: offer.order_status, actor });
      withdrawn.push(offerId);
    }
    return withdrawn;
  }

  /** A technician deactivated (in `em`, before this): the unreached offers of every vendor whose roster held it. */
  async withdrawUnreachedOf(em: EntityManager, technicianId: string, actor: Principal): Promise<string[]> {
    const withdrawn: string[] = [];
    for (const vendorId of await this.offers.vendorsOf(technicianId, em)) withdrawn.push(...(await this.withdrawUnreached(em, vendorId, actor)));
    return withdrawn;
  }

  /** After commit: each withdrawn offer announced, `lost` (the technicians taken away) told too. */
  async announce(offerIds: readonly string[], lost: readonly string[]): Promise<void> {
    for (const offerId of offerIds) await this.notices.withdrawn(offerId, lost);
  }
}
