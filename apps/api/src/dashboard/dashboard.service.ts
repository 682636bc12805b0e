import { Injectable } from '@nestjs/common';
import type { AdminDashboard, VendorDashboard } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { usableZone } from '../common/time-zone.js';
import { DashboardRepository } from './dashboard.repository.js';

/**
 * The counts the home pages lead with, each page's in one SQL statement of indexed subqueries.
 * "Today" and "this week" are the database clock read in the caller's timezone, the zone its
 * orders' slots are read in, so a visit at 23:30 local time counts on its own day.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly access: AccessService,
  ) {}

  /** Only ever the caller's own orders: the vendor id comes from the session, never the request. */
  async vendor(caller: Principal): Promise<VendorDashboard> {
    await this.access.requireAccess(caller, 'dashboard.vendor');
    return this.dashboard.vendorCounts(caller.vendorId, usableZone(await this.dashboard.zoneOf(caller)));
  }

  async admin(caller: Principal): Promise<AdminDashboard> {
    await this.access.requireAccess(caller, 'dashboard.admin');
    return this.dashboard.adminCounts(usableZone(await this.dashboard.zoneOf(caller)));
  }
}
