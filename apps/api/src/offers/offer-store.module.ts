import { Module } from '@nestjs/common';
import { PushModule } from '../push/push.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { OfferNotices } from './offer-notices.js';
import { OffersRepository } from './offers.repository.js';

/**
 * The offers' table and their announcements, apart from the HTTP module (OffersModule): the order
 * flow (OrdersModule) withdraws an order's open offer when it is assigned by hand or cancelled,
 * and OffersModule needs the orders' repository, so both import this and neither the other.
 */
@Module({
  imports: [PushModule, RealtimeModule],
  providers: [OffersRepository, OfferNotices],
  exports: [OffersRepository, OfferNotices],
})
export class OfferStoreModule {}
