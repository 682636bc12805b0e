import { Module } from '@nestjs/common';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { PushController } from './push.controller.js';
import { PushDelivery } from './push-delivery.js';
import { PushService } from './push.service.js';
import { VapidKeys } from './vapid-keys.js';

@Module({
  imports: [AuthConfigModule],
  controllers: [PushController],
  providers: [VapidKeys, PushDelivery, PushService],
  exports: [PushService],
})
export class PushModule {}
