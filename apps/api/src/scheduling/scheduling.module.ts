import { Module } from '@nestjs/common';
import { TechniciansModule } from '../technicians/technicians.module.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { BusySlotsController } from './busy-slots.controller.js';
import { BusySlotsService } from './busy-slots.service.js';
import { SchedulingRepository } from './scheduling.repository.js';

@Module({
  imports: [TechniciansModule],
  controllers: [AvailabilityController, BusySlotsController],
  providers: [SchedulingRepository, BusySlotsService, AvailabilityService],
  exports: [SchedulingRepository],
})
export class SchedulingModule {}
