/** Calendar days as 'yyyy-mm-dd' in the technician's own clock (the phone's), and their arithmetic. */

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

/** "Mon, 23 Nov" in the reader's language. */
export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }): string {
  return new Intl.DateTimeFormat(language, options).format(atNoon(day));
}

/** The weekday's own name ("Monday") in the reader's language. */
export function weekdayName(weekday: number, language: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2023, 0, 1 + weekday, 12));
}
