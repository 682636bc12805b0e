import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TechnicianAvailability, TimeOffEntry } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { CreateTimeOffDto, WeeklyHoursDto } from './availability.dto.js';
import { AvailabilityService } from './availability.service.js';
import { TechnicianAvailabilityView, TimeOffEntryView } from './availability.views.js';

@ApiTags('technicians')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('technicians')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Put('me/availability/weekly-hours')
  @ApiOperation({ summary: 'Replace the signed-in technician\'s weekly working hours' })
  @ApiOkResponse({ type: TechnicianAvailabilityView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('availability.write')
  setWeeklyHours(@CurrentPrincipal() caller: Principal, @Body() dto: WeeklyHoursDto): Promise<TechnicianAvailability> {
    return this.availability.setWeeklyHours(caller, dto);
  }

  @Post('me/time-off')
  @ApiOperation({ summary: 'Block a dated slot (all_day unless given); it shows in busy slots' })
  @ApiCreatedResponse({ type: TimeOffEntryView })
  @ApiErrors('VALIDATION_FAILED', 'SLOT_TAKEN')
  @ApiAccess('availability.write')
  addTimeOff(@CurrentPrincipal() caller: Principal, @Body() dto: CreateTimeOffDto): Promise<TimeOffEntry> {
    return this.availability.addTimeOff(caller, dto);
  }

  @Delete('me/time-off/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of the signed-in technician\'s time off entries' })
  @ApiNoContentResponse()
  @ApiErrors('NOT_FOUND')
  @ApiAccess('availability.write')
  async removeTimeOff(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.availability.removeTimeOff(caller, id);
  }

  @Get(':id/availability')
  @ApiOperation({ summary: 'Weekly hours and time off (from 30 days ago); same visibility as busy slots' })
  @ApiOkResponse({ type: TechnicianAvailabilityView })
  @ApiErrors('TECHNICIAN_NOT_FOUND')
  @ApiAccess('availability.read')
  get(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<TechnicianAvailability> {
    return this.availability.availability(caller, id);
  }
}
