/** Calendar days as 'yyyy-mm-dd' in the technician's own clock (the phone's), and their arithmetic; libs/ui format-dates says them in words. */

/** yyyy-mm-dd of a local Date. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Noon avoids a daylight-saving change turning "the next day" into the same one. */
function atNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

export function addDays(day: string, count: number): string {
  const date = atNoon(day);
  date.setDate(date.getDate() + count);
  return dayOf(date);
}

/** `count` consecutive days from `first`. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** 0 = Sunday … 6 = Saturday, as the API's weekly hours count them. */
export function weekdayOf(day: string): number {
  return atNoon(day).getDay();
}
