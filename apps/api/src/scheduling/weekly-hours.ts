import { DEFAULT_WEEKLY_HOURS, type WeeklyHoursEntry } from '@fixflow/contracts';
import { isTimeZone, usableZone } from '../common/time-zone.js';
import type { WeeklyHoursRow } from './scheduling.repository.js';

// Weekly hours as stored (minutes after local midnight) and as the wire spells them ('HH:MM').

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
export const toHhMm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Stored rows (minutes after local midnight) as the wire spells them. */
export const toWeeklyHours = (rows: readonly WeeklyHoursRow[]): WeeklyHoursEntry[] =>
  rows.map((row) => ({ weekday: row.weekday, start: toHhMm(row.start_minute), end: toHhMm(row.end_minute) }));

/** The rows of DEFAULT_WEEKLY_HOURS for a new technician (registration, the demo seed), ids included. */
export const defaultWeeklyHours = (technicianId: string) =>
  DEFAULT_WEEKLY_HOURS.map((entry) => ({
    id: crypto.randomUUID(),
    technicianId,
    weekday: entry.weekday,
    startMinute: toMinutes(entry.start),
    endMinute: toMinutes(entry.end),
  }));

/** The zone a technician's weekly hours are wall-clock times in: its own, else its vendor's, else UTC. */
export const technicianZone = (own: string | null | undefined, vendor: string | null | undefined) => (own && isTimeZone(own) ? own : usableZone(vendor));
