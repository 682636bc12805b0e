import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TechnicianSummary } from '@fixflow/contracts';
import { CurrentPrincipal, Roles } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { AddRosterTechnicianDto } from './roster.dto.js';
import { TechniciansService } from './technicians.service.js';

@ApiTags('technicians')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'FORBIDDEN for technicians; VENDOR_NOT_ACTIVE for a vendor not yet active' })
@Roles('vendor', 'admin')
@Controller('technicians')
export class TechniciansController {
  constructor(private readonly technicians: TechniciansService) {}

  @Get()
  @ApiOperation({ summary: 'A vendor\'s roster, or every technician for an admin' })
  list(@CurrentPrincipal() caller: Principal): Promise<TechnicianSummary[]> {
    return this.technicians.list(caller);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One technician; off a vendor\'s roster it is not found' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND' })
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<TechnicianSummary> {
    return this.technicians.details(caller, id);
  }

  @Post()
  @Roles('vendor')
  @ApiOperation({ summary: 'Add a registered technician to the vendor\'s roster by email (SPEC.md §7 "Check whether an email exists")' })
  @ApiNotFoundResponse({ description: 'TECHNICIAN_EMAIL_NOT_FOUND' })
  add(@CurrentPrincipal() caller: Principal, @Body() dto: AddRosterTechnicianDto): Promise<TechnicianSummary> {
    return this.technicians.addToRoster(caller, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('vendor')
  @ApiOperation({ summary: 'Take a technician off the vendor\'s roster' })
  async remove(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.technicians.removeFromRoster(caller, id);
  }
}
