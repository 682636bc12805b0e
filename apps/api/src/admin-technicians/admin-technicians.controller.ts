import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminTechnician, AdminTechnicianList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AdminTechnicianListView, AdminTechnicianView, ListAdminTechniciansQuery, UpdateTechnicianStatusDto } from './admin-technicians.dto.js';
import { AdminTechniciansService } from './admin-technicians.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('admin/technicians')
export class AdminTechniciansController {
  constructor(private readonly technicians: AdminTechniciansService) {}

  @Get()
  @ApiOperation({ summary: "Every technician, newest first: status, city/state, the vendors' rosters it is on, its 90-day figures" })
  @ApiOkResponse({ type: AdminTechnicianListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('technician.manage')
  list(@CurrentPrincipal() caller: Principal, @Query() query: ListAdminTechniciansQuery): Promise<AdminTechnicianList> {
    return this.technicians.list(caller, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One technician as the admin list shows it' })
  @ApiOkResponse({ type: AdminTechnicianView })
  @ApiErrors('TECHNICIAN_NOT_FOUND')
  @ApiAccess('technician.manage')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<AdminTechnician> {
    return this.technicians.details(caller, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Activate or deactivate a technician (audited); deactivated it cannot sign in or be assigned, and its sessions end at once' })
  @ApiOkResponse({ type: AdminTechnicianView })
  @ApiErrors('VALIDATION_FAILED', 'TECHNICIAN_NOT_FOUND')
  @ApiAccess('technician.manage')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UpdateTechnicianStatusDto): Promise<AdminTechnician> {
    return this.technicians.setStatus(caller, id, dto.status);
  }
}
