import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminDashboard, VendorDashboard } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AdminDashboardView, VendorDashboardView } from './dashboard.views.js';
import { DashboardService } from './dashboard.service.js';

/** The counts behind each role's home page; the lists beside them come from the ordinary list endpoints. */
@ApiTags('dashboard')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('vendor')
  @ApiOperation({ summary: "The vendor's own orders counted: today, unassigned, in progress, on hold, awaiting approval, completed this week" })
  @ApiOkResponse({ type: VendorDashboardView })
  @ApiAccess('dashboard.vendor')
  vendor(@CurrentPrincipal() caller: Principal): Promise<VendorDashboard> {
    return this.dashboard.vendor(caller);
  }

  @Get('admin')
  @ApiOperation({ summary: 'Vendors by status, active technicians, orders on today\'s date across the platform' })
  @ApiOkResponse({ type: AdminDashboardView })
  @ApiAccess('dashboard.admin')
  admin(@CurrentPrincipal() caller: Principal): Promise<AdminDashboard> {
    return this.dashboard.admin(caller);
  }
}
