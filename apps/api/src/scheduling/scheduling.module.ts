import { Module } from '@nestjs/common';
import { TechniciansModule } from '../technicians/technicians.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { BoardController } from './board.controller.js';
import { BoardRepository } from './board.repository.js';
import { BoardService } from './board.service.js';
import { BusySlotsController } from './busy-slots.controller.js';
import { BusySlotsService } from './busy-slots.service.js';
import { SchedulingRepository } from './scheduling.repository.js';
import { WorkingHours } from './working-hours.js';

@Module({
  imports: [TechniciansModule, VendorsModule],
  controllers: [AvailabilityController, BusySlotsController, BoardController],
  providers: [SchedulingRepository, BusySlotsService, AvailabilityService, WorkingHours, BoardRepository, BoardService],
  exports: [SchedulingRepository, WorkingHours],
})
export class SchedulingModule {}
