import { Module } from '@nestjs/common';
import { BusySlotsController } from './busy-slots.controller.js';
import { BusySlotsService } from './busy-slots.service.js';

@Module({
  controllers: [BusySlotsController],
  providers: [BusySlotsService],
})
export class SchedulingModule {}
