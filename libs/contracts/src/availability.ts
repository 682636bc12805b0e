/** A technician's working hours, time off and busy slots. */

/** What 409 SLOT_TAKEN carries: the technician's slot that clashes. */
export interface BusySlot {
  kind: 'order' | 'personal' | 'time_off';
  order_id?: string;
  /** yyyy-mm-dd in the slot's timezone */
  date: string;
  /** ISO 8601 instants */
  start: string;
  end: string;
}

/** Working hours on one weekday (0 = Sunday), 'HH:MM' local time. */
export interface WeeklyHoursEntry {
  weekday: number;
  start: string;
  end: string;
}

export interface TimeOffEntry {
  id: string;
  date: string;
  time_slot: string;
  start: string;
  end: string;
  reason: string | null;
}

export interface TechnicianAvailability {
  weekly_hours: WeeklyHoursEntry[];
  time_off: TimeOffEntry[];
}

/** POST /api/technicians/me/time-off; time_slot defaults to all_day. */
export interface CreateTimeOffRequest {
  date: string;
  time_slot?: string;
  reason?: string | null;
}
