import type { WeeklyHoursEntry } from '@fixflow/contracts';

/** One weekday on the form: worked or not, and the hours (kept while switched off). */
export interface WeekdayRow {
  weekday: number;
  working: boolean;
  start: string;
  end: string;
}

/** Monday first, as people plan a working week; the API counts 0 = Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DEFAULT_HOURS = { start: '09:00', end: '17:00' };

export function rowsFrom(entries: WeeklyHoursEntry[]): WeekdayRow[] {
  return WEEK_ORDER.map((weekday) => {
    const entry = entries.find((candidate) => candidate.weekday === weekday);
    return entry ? { weekday, working: true, start: entry.start, end: entry.end } : { weekday, working: false, ...DEFAULT_HOURS };
  });
}

export function entriesFrom(rows: WeekdayRow[]): WeeklyHoursEntry[] {
  return rows.filter((row) => row.working).map(({ weekday, start, end }) => ({ weekday, start, end }));
}

/** Weekdays whose hours end before they start (or are missing): the form will not send those. */
export function invalidWeekdays(rows: WeekdayRow[]): number[] {
  return rows.filter((row) => row.working && (!row.start || !row.end || row.end <= row.start)).map((row) => row.weekday);
}
