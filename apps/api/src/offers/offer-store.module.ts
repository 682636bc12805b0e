import { Module } from '@nestjs/common';
import { PushModule } from '../push/push.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { OfferNotices } from './offer-notices.js';
import { OfferWithdrawals } from './offer-withdrawals.js';
import { OffersRepository } from './offers.repository.js';

/**
 * The offers' table and their announcements, apart from the HTTP module (OffersModule): the order
 * flow (OrdersModule) withdraws an order's open offer when it is assigned by hand or cancelled,
 * and OffersModule needs the orders' repository, so both import this and neither the other.
 * OfferWithdrawals (offers that reach no one after a roster removal or a deactivation) writes the
 * order's history line: OrdersRepository, a stateless repository on the EntityManager, is provided
 * here for it.
 */
@Module({
  imports: [PushModule, RealtimeModule],
  providers: [OffersRepository, OfferNotices, OfferWithdrawals, OrdersRepository],
  exports: [OffersRepository, OfferNotices, OfferWithdrawals],
})
export class OfferStoreModule {}
