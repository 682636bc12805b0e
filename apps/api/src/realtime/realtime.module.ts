import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { PrincipalCacheModule } from '../auth/principal-cache.module.js';
import { PushModule } from '../push/push.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { ChatEvents } from './chat-events.js';
import { NotificationEvents } from './notification-events.js';
import { OfferEvents } from './offer-events.js';
import { OrderEvents } from './order-events.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RosterEvents } from './roster-events.js';
import { SmsEvents } from './sms-events.js';

@Module({
  imports: [AuthModule, AuthConfigModule, PrincipalCacheModule, PushModule, VendorsModule],
  providers: [RealtimeGateway, OrderEvents, NotificationEvents, RosterEvents, SmsEvents, ChatEvents, OfferEvents],
  exports: [OrderEvents, NotificationEvents, RosterEvents, SmsEvents, ChatEvents, OfferEvents],
})
export class RealtimeModule {}
