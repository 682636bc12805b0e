import { Module } from '@nestjs/common';
import { PushModule } from '../push/push.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { RosterInvitationsController } from './roster-invitations.controller.js';
import { RosterInvitationsService } from './roster-invitations.service.js';
import { RosterRepository } from './roster.repository.js';
import { TechniciansController } from './technicians.controller.js';
import { TechniciansRepository } from './technicians.repository.js';
import { TechniciansService } from './technicians.service.js';

@Module({
  imports: [PushModule, RealtimeModule],
  controllers: [TechniciansController, RosterInvitationsController],
  providers: [TechniciansRepository, TechniciansService, RosterInvitationsService, RosterRepository],
  exports: [TechniciansService, TechniciansRepository, RosterRepository],
})
export class TechniciansModule {}
