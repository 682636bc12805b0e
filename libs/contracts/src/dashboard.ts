import type { VendorStatus } from './accounts.js';

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
}
