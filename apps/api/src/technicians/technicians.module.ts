import { Module } from '@nestjs/common';
import { OfferStoreModule } from '../offers/offer-store.module.js';
import { PushModule } from '../push/push.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { RosterInvitationsController } from './roster-invitations.controller.js';
import { RosterInvitationsService } from './roster-invitations.service.js';
import { RosterRepository } from './roster.repository.js';
import { TechniciansController } from './technicians.controller.js';
import { TechniciansRepository } from './technicians.repository.js';
import { TechniciansService } from './technicians.service.js';

/**
 * Taking a technician off the roster withdraws the offers it was the last to reach (issue 17),
 * through the offers' store (OfferWithdrawals).
 */
@Module({
  imports: [OfferStoreModule, PushModule, RealtimeModule],
  controllers: [TechniciansController, RosterInvitationsController],
  providers: [TechniciansRepository, TechniciansService, RosterInvitationsService, RosterRepository],
  exports: [TechniciansService, TechniciansRepository, RosterRepository],
})
export class TechniciansModule {}
