import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { SchedulingModule } from '../scheduling/scheduling.module.js';
import { OfferStoreModule } from './offer-store.module.js';
import { OffersController } from './offers.controller.js';
import { OffersService } from './offers.service.js';

/** Issue 17's offers: POST|DELETE /api/orders/:id/offer, GET /api/offers, POST /api/offers/:id/take. */
@Module({
  imports: [OfferStoreModule, OrdersModule, NotificationsModule, RealtimeModule, SchedulingModule],
  controllers: [OffersController],
  providers: [OffersService],
})
export class OffersModule {}
