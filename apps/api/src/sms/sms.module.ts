import { Module } from '@nestjs/common';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { CustomerTexts } from './customer-texts.js';
import { SmsController } from './sms.controller.js';
import { SmsQueue } from './sms.queue.js';
import { SmsRepository } from './sms.repository.js';
import { SmsService } from './sms.service.js';
import { SmsTransport } from './sms-transport.js';

/** Customers' texts (issue 15): Twilio's webhooks, threads, replies through the sms-send job. */
@Module({
  imports: [AuthConfigModule, NotificationsModule, RealtimeModule, VendorsModule],
  controllers: [SmsController],
  providers: [SmsRepository, SmsService, SmsTransport, SmsQueue, CustomerTexts],
  exports: [SmsService, CustomerTexts],
})
export class SmsModule {}
