import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TechnicianSummary } from '@fixflow/contracts';
import { CurrentPrincipal, Roles } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
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
}
