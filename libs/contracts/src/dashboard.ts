import type { VendorStatus } from './accounts.js';
import type { OrderStatus } from './orders.js';

/**
 * GET /api/dashboard/vendor: the counts a vendor's home page leads with, over the vendor's own
 * orders only. "Today" and "this week" (Monday on) are read in the vendor's timezone (UTC when
 * none is set), the same zone its orders' slots are read in.
 */
export interface VendorDashboard {
  /** yyyy-mm-dd in the vendor's timezone. */
  today: string;
  /** Whether the vendor has any order at all, whatever its state (false: a brand-new account). */
  has_orders: boolean;
  counts: {
    /** Visits on today's date that are not cancelled. */
    today: number;
    /** New orders with no technician yet, whatever their date: someone has to dispatch them. */
    unassigned: number;
    /** A technician is on the way or working (en_route + in_progress). */
    in_progress: number;
    on_hold: number;
    /** Finished by the technician, waiting for the vendor's approval (status completed). */
    awaiting_approval: number;
    /** Finished by a technician since Monday (still completed, or approved since). */
    completed_this_week: number;
  };
}

/** GET /api/dashboard/admin: the platform at a glance. "Today" is read in the admin's timezone (UTC when none is set). */
export interface AdminDashboard {
  /** yyyy-mm-dd in the admin's timezone. */
  today: string;
  vendors: Record<VendorStatus, number>;
  /** Technicians whose account is active. */
  technicians: number;
  /** Orders of every vendor on today's date that are not cancelled. */
  orders_today: number;
  /** Incoming texts waiting in the Unknown SMS queue (issue 15). */
  unmatched_sms: number;
  /**
   * Orders per service date and status over the last 30 days up to today (issue 16), every
   * vendor's: only the pairs that have orders, by date then status. The list behind a day is
   * GET /api/orders?date_from=<date>&date_to=<date>.
   */
  orders_by_day: AdminOrdersDayCount[];
  /**
   * The last 12 weeks (Monday on, in the admin's timezone), oldest first, this week last: orders a
   * technician completed that week (each once, by its latest completion; still completed or
   * closed since) and their revenue.
   */
  weeks: AdminWeekFigures[];
  /** Background jobs (pg-boss) that ran out of retries and are still kept as failed. */
  failed_jobs: number;
}

export interface AdminOrdersDayCount {
  /** yyyy-mm-dd, the orders' service date. */
  date: string;
  status: OrderStatus;
  count: number;
}

export interface AdminWeekFigures {
  /** yyyy-mm-dd, the Monday the week starts on. */
  week_start: string;
  completed: number;
  /** Cents: the billed totals of those orders (labor + parts + tax, tips excluded; labor + parts until the totals are calculated). */
  revenue: number;
}
