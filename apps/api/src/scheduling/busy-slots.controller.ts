import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BusySlot } from '@fixflow/contracts';
import { IsOptional } from 'class-validator';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { BusySlotsService } from './busy-slots.service.js';
import { IsServiceDate } from './slot-fields.js';

export class BusySlotsQueryDto {
  @IsServiceDate()
  start: string;

  @IsOptional()
  @IsServiceDate()
  end?: string;
}

@ApiTags('technicians')
@ApiBearerAuth()
@Controller('technicians')
export class BusySlotsController {
  constructor(private readonly slots: BusySlotsService) {}

  @Get(':id/busy-slots')
  @ApiOperation({ summary: 'Orders and personal bookings of a technician between two dates (inclusive)' })
  @ApiNotFoundResponse({ description: 'TECHNICIAN_NOT_FOUND, also off the caller\'s roster' })
  busySlots(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Query() query: BusySlotsQueryDto): Promise<BusySlot[]> {
    return this.slots.busySlots(caller, id, query.start, query.end ?? query.start);
  }
}
