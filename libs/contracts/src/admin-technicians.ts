import type { MetricFigures } from './metrics.js';

/** What an admin sets on a technician (issue 16): inactive ones cannot sign in or be assigned. */
export const TECHNICIAN_STATUSES = ['active', 'inactive'] as const;
export type TechnicianStatus = (typeof TECHNICIAN_STATUSES)[number];

/** A vendor roster the technician is on (accepted). */
export interface TechnicianRoster {
  vendor_id: string;
  company_name: string | null;
}

/** The technician's stored cross-vendor figures (issue 14), the newest row; null when never computed. */
export interface TechnicianFigures extends MetricFigures {
  period_start: string;
  period_end: string;
  assigned: number;
  completed: number;
}

/** One row of GET /api/admin/technicians. */
export interface AdminTechnician {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  status: string;
  created_at: string;
  rosters: TechnicianRoster[];
  figures: TechnicianFigures | null;
}

export interface AdminTechnicianList {
  items: AdminTechnician[];
  next_cursor: string | null;
}

export interface UpdateTechnicianStatusRequest {
  status: TechnicianStatus;
}
