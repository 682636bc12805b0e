import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TechnicianAvailability, TimeOffEntry } from '@fixflow/contracts';
import { CurrentPrincipal, Roles } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { CreateTimeOffDto, WeeklyHoursDto } from './availability.dto.js';
import { AvailabilityService } from './availability.service.js';

@ApiTags('technicians')
@ApiBearerAuth()
@Controller('technicians')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Put('me/availability/weekly-hours')
  @Roles('technician')
  @ApiOperation({ summary: 'Replace the signed-in technician\'s weekly working hours' })
  setWeeklyHours(@CurrentPrincipal() caller: Principal, @Body() dto: WeeklyHoursDto): Promise<TechnicianAvailability> {
    return this.availability.setWeeklyHours(caller, dto);
  }

  @Post('me/time-off')
  @Roles('technician')
  @ApiOperation({ summary: 'Block a dated slot (all_day unless given); it shows in busy slots' })
  @ApiConflictResponse({ description: 'SLOT_TAKEN with the live order or personal booking in the way' })
  addTimeOff(@CurrentPrincipal() caller: Principal, @Body() dto: CreateTimeOffDto): Promise<TimeOffEntry> {
    return this.availability.addTimeOff(caller, dto);
  }

  @Delete('me/time-off/:id')
  @HttpCode(204)
  @Roles('technician')
  async removeTimeOff(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.availability.removeTimeOff(caller, id);
  }

  @Get(':id/availability')
  @ApiOperation({ summary: 'Weekly hours and time off (from 30 days ago); same visibility as busy slots' })
  get(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<TechnicianAvailability> {
    return this.availability.availability(caller, id);
  }
}
