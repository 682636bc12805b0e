import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { BusySlot } from '@fixflow/contracts';
import { IsOptional } from 'class-validator';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { BusySlotView } from '../common/openapi/busy-slot.view.js';
import { BusySlotsService } from './busy-slots.service.js';
import { IsServiceDate } from './slot-fields.js';

export class BusySlotsQueryDto {
  @ApiProperty({ format: 'date' })
  @IsServiceDate()
  start: string;

  @ApiPropertyOptional({ format: 'date', description: 'inclusive; defaults to start' })
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
  @ApiOkResponse({ type: [BusySlotView] })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'TECHNICIAN_NOT_FOUND')
  @ApiAccess('busy-slots.read')
  busySlots(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Query() query: BusySlotsQueryDto): Promise<BusySlot[]> {
    return this.slots.busySlots(caller, id, query.start, query.end ?? query.start);
  }
}
