import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { SmsModule } from './sms.module.js';
import { UnmatchedSmsController } from './unmatched-sms.controller.js';
import { UnmatchedSmsRepository } from './unmatched-sms.repository.js';
import { UnmatchedSmsService } from './unmatched-sms.service.js';

/** The admins' Unknown SMS queue (issue 15). OrdersModule provides the one customer upsert, SmsModule the thread's notification and events. */
@Module({
  imports: [OrdersModule, SmsModule],
  controllers: [UnmatchedSmsController],
  providers: [UnmatchedSmsRepository, UnmatchedSmsService],
})
export class UnmatchedSmsModule {}
