import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { PushModule } from '../push/push.module.js';
import { NotificationEvents } from './notification-events.js';
import { OrderEvents } from './order-events.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({
  imports: [AuthModule, AuthConfigModule, PushModule],
  providers: [RealtimeGateway, OrderEvents, NotificationEvents],
  exports: [OrderEvents, NotificationEvents],
})
export class RealtimeModule {}
