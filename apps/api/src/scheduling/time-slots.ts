import { dateInZone, type NamedTimeSlot, zonedClock } from '@fixflow/contracts';

/** PRODUCT.md "Time": the named slots, in the vendor's local time, minutes after midnight. */
export const TIME_SLOTS: Record<NamedTimeSlot, { start: number; end: number }> = {
  morning: { start: 8 * 60, end: 12 * 60 },
  afternoon: { start: 12 * 60, end: 16 * 60 },
  evening: { start: 16 * 60, end: 20 * 60 },
  all_day: { start: 8 * 60, end: 20 * 60 },
};

const EXACT_WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A slot's local window in minutes after midnight, or null when the text is no slot. */
export function slotWindow(slot: string): { start: number; end: number } | null {
  if (slot in TIME_SLOTS) return TIME_SLOTS[slot as NamedTimeSlot];
  const match = EXACT_WINDOW.exec(slot);
  if (!match) return null;
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = Number(match[3]) * 60 + Number(match[4]);
  // An exact window ends after it starts, within the day (24:00 at most).
  return end > start && end <= 24 * 60 ? { start, end } : null;
}

export function isTimeSlot(slot: string): boolean {
  return slotWindow(slot) !== null;
}

/** The years a date of this API may fall in: enough for any booking, and far from PostgreSQL's and JS's edges. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

/** yyyy-mm-dd that is a real calendar date between FIRST_YEAR and LAST_YEAR. */
export function isServiceDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(zone: string, instant: number): number {
  const clock = zonedClock(instant, zone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - instant;
}

/**
 * The instant a local wall-clock time of `zone` stands for. Two passes settle the offset across
 * a DST change; a time skipped by the change lands after the gap.
 */
export function zonedTime(date: string, minutes: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const first = wall - zoneOffset(zone, wall);
  const second = wall - zoneOffset(zone, first);
  return new Date(second);
}

/** Today's date (yyyy-mm-dd) on `zone`'s wall clock. */
export function todayIn(zone: string, now = new Date()): string {
  return dateInZone(now, zone);
}

/** The instants an order's date + slot cover in the vendor's timezone, or null for a bad date or slot. */
export function slotRange(date: string, slot: string, zone: string): { start: Date; end: Date } | null {
  const window = slotWindow(slot);
  if (!window || !isServiceDate(date)) return null;
  return { start: zonedTime(date, window.start, zone), end: zonedTime(date, window.end, zone) };
}

/** date + slot in `zone` → the tstzrange literal [start, end) an order or a time off holds. */
export function rangeOf(date: string, slot: string, zone: string): string {
  const range = slotRange(date, slot, zone);
  if (!range) throw new Error(`not a time slot: ${slot}`);
  return `[${range.start.toISOString()},${range.end.toISOString()})`;
}
