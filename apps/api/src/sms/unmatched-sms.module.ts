import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { UnmatchedSmsController } from './unmatched-sms.controller.js';
import { UnmatchedSmsRepository } from './unmatched-sms.repository.js';
import { UnmatchedSmsService } from './unmatched-sms.service.js';

/** The admins' Unknown SMS queue (issue 15). OrdersModule provides the one customer upsert. */
@Module({
  imports: [OrdersModule, VendorsModule, NotificationsModule, RealtimeModule],
  controllers: [UnmatchedSmsController],
  providers: [UnmatchedSmsRepository, UnmatchedSmsService],
})
export class UnmatchedSmsModule {}
