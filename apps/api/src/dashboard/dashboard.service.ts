import { Injectable } from '@nestjs/common';
import type { AdminDashboard, AdminWeekFigures, VendorDashboard } from '@fixflow/contracts';
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
    const zone = usableZone(await this.dashboard.zoneOf(caller));
    const [counts, days, weeks, failedJobs] = await Promise.all([
      this.dashboard.adminCounts(zone),
      this.dashboard.ordersByDay(zone),
      this.dashboard.weeks(zone),
      this.dashboard.failedJobs(),
    ]);
    return { ...counts, orders_by_day: days.rows, weeks: everyWeek(counts.today, weeks), failed_jobs: failedJobs };
  }
}

/** The Monday (yyyy-mm-dd) of the week a date falls in. */
function mondayOf(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

/** The last WEEKS weeks up to the one `today` falls in, oldest first, zero where nothing was completed. */
export function everyWeek(today: string, found: AdminWeekFigures[]): AdminWeekFigures[] {
  const byStart = new Map(found.map((week) => [week.week_start, week]));
  const monday = mondayOf(today);
  return Array.from({ length: DashboardRepository.WEEKS }, (_, index) => {
    const start = new Date(monday);
    start.setUTCDate(start.getUTCDate() - 7 * (DashboardRepository.WEEKS - 1 - index));
    const week_start = start.toISOString().slice(0, 10);
    return byStart.get(week_start) ?? { week_start, completed: 0, revenue: 0 };
  });
}
