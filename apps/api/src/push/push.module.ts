import { Module } from '@nestjs/common';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { TechnicianPushes } from './technician-pushes.js';
import { PushController } from './push.controller.js';
import { PushDelivery } from './push-delivery.js';
import { PushRepository } from './push.repository.js';
import { PushService } from './push.service.js';
import { VapidKeys } from './vapid-keys.js';

@Module({
  imports: [AuthConfigModule],
  controllers: [PushController],
  providers: [PushRepository, VapidKeys, PushDelivery, TechnicianPushes, PushService],
  exports: [PushService],
})
export class PushModule {}
