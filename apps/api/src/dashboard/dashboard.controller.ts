import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminDashboard, VendorDashboard } from '@fixflow/contracts';
import { CurrentPrincipal, Roles } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { DashboardService } from './dashboard.service.js';

/** The counts behind each role's home page; the lists beside them come from the ordinary list endpoints. */
@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('vendor')
  @Roles('vendor')
  @ApiOperation({ summary: "The vendor's own orders counted: today, unassigned, in progress, on hold, awaiting approval, completed this week" })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: vendors only' })
  vendor(@CurrentPrincipal() caller: Principal): Promise<VendorDashboard> {
    return this.dashboard.vendor(caller);
  }

  @Get('admin')
  @Roles('admin')
  @ApiOperation({ summary: 'Vendors by status, active technicians, orders on today\'s date across the platform' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: admins only' })
  admin(@CurrentPrincipal() caller: Principal): Promise<AdminDashboard> {
    return this.dashboard.admin(caller);
  }
}
