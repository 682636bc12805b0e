import { Module } from '@nestjs/common';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { BusySlotsController } from './busy-slots.controller.js';
import { BusySlotsService } from './busy-slots.service.js';

@Module({
  controllers: [AvailabilityController, BusySlotsController],
  providers: [BusySlotsService, AvailabilityService],
})
export class SchedulingModule {}
