import { Module } from '@nestjs/common';
import { FinancialsModule } from '../financials/financials.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { SettlementsController } from './settlements.controller.js';
import { SettlementsQueue } from './settlements.queue.js';
import { SettlementsRepository } from './settlements.repository.js';
import { SettlementsService } from './settlements.service.js';

/** Weekly settlements between vendors and technicians (issue 13). */
@Module({
  imports: [FinancialsModule, NotificationsModule, VendorsModule],
  controllers: [SettlementsController],
  providers: [SettlementsRepository, SettlementsService, SettlementsQueue],
  exports: [SettlementsQueue],
})
export class SettlementsModule {}
