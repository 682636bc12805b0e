/**
 * Every date and time a remote shows, formatted one way: in the UI language (en/ru) and, for an
 * instant, in one IANA time zone (the signed-in user's, see useDates). Two kinds of value cross
 * the wire: a calendar day ('yyyy-mm-dd': an order's service date, the API's "today"), which
 * belongs to no zone and is never shifted, and an instant (ISO 8601 with an offset: created_at,
 * a history entry, a busy slot), which is shown on the clock of the zone.
 */

/** How a calendar day reads: medium "Jun 11, 2027" / "11 июн. 2027 г."; long "Friday, June 11" / "пятница, 11 июня"; short "Fri, Jun 11" / "пт, 11 июн."; dayMonth "June 11" / "11 июня"; dayMonthShort "Jun 11" / "11 июн." (a chart's axis). */
export type DayStyle = 'medium' | 'long' | 'short' | 'dayMonth' | 'dayMonthShort';
/** How an instant reads: date "Jun 11, 2027"; dateTime "Jun 11, 2027, 14:05"; time "14:05" (24-hour in both languages, as the time slots are). */
export type InstantStyle = 'date' | 'dateTime' | 'time';

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  dayMonth: { day: 'numeric', month: 'long' },
  dayMonthShort: { day: 'numeric', month: 'short' },
};

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const INSTANT_OPTIONS: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...CLOCK },
  time: CLOCK,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formatters by language, style and zone: building an Intl.DateTimeFormat costs far more than
 * using one, and a page such as the dispatch board formats thousands of times per render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${style}|${options.timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

const zones = new Map<string, string>();

/** A zone this browser knows, else UTC (as the API reads "today" when none is set). */
export function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = timeZone;
    } catch {
      known = 'UTC';
    }
    zones.set(timeZone, known);
  }
  return known;
}

/** Noon UTC of a calendar day, formatted in UTC: the same day whatever the reader's zone or a DST change. Null when not a day. */
function noonOf(day: string): Date | null {
  const match = DAY.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : null;
}

const dayFormatter = (language: string, style: DayStyle) => formatter(language, `day-${style}`, { ...DAY_OPTIONS[style], timeZone: 'UTC' });

/** A calendar day in words; not a day ('', garbage) comes back as it was. */
export function formatDay(day: string, language: string, style: DayStyle = 'medium'): string {
  const date = noonOf(day);
  return date ? dayFormatter(language, style).format(date) : day;
}

/** An instant on the clock of `timeZone`; not an instant comes back as it was. */
export function formatInstant(iso: string, language: string, timeZone: string | null | undefined, style: InstantStyle = 'dateTime'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(language, `instant-${style}`, { ...INSTANT_OPTIONS[style], timeZone: knownZone(timeZone) }).format(date);
}

/**
 * The span between two instants on the clock of `timeZone`, as a schedule shows it: "09:00–11:00".
 * A span of whole days there (from a midnight to a midnight: a time off of the whole day) reads as
 * its days, never "00:00–00:00": `allDay` (the remote's "All day") for one, else "Jun 11 – 13".
 * A span that crosses a midnight there otherwise names each end's day: "Jun 11, 07:00 – Jun 12, 07:00".
 */
export function formatSpan(start: string, end: string, language: string, timeZone: string | null | undefined, allDay: string): string {
  const from = new Date(start);
  const to = new Date(end);
  const midnight = (iso: string) => formatInstant(iso, 'en', timeZone, 'time') === '00:00';
  if (to.getTime() > from.getTime() && midnight(start) && midnight(end)) {
    const first = dayInZone(from, timeZone);
    // The span ends at the midnight that starts the day after its last.
    const last = dayInZone(new Date(to.getTime() - 1), timeZone);
    return first === last ? allDay : dayFormatter(language, 'dayMonthShort').formatRange(noonOf(first) as Date, noonOf(last) as Date);
  }
  const clock = (iso: string) => formatInstant(iso, language, timeZone, 'time');
  // Across a midnight there (a time off of the whole day on another zone's clock): each end with its day, never "07:00–07:00".
  const valid = !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime());
  const startDay = valid ? dayInZone(from, timeZone) : '';
  if (valid && startDay !== dayInZone(new Date(to.getTime() - 1), timeZone)) {
    const short = dayFormatter(language, 'dayMonthShort');
    return `${short.format(noonOf(startDay) as Date)}, ${clock(start)} – ${short.format(noonOf(dayInZone(to, timeZone)) as Date)}, ${clock(end)}`;
  }
  return `${clock(start)}–${clock(end)}`;
}

/** The calendar day ('yyyy-mm-dd') an instant falls on in `timeZone` (UTC when none or unknown). */
export function dayInZone(instant: Date | string, timeZone: string | null | undefined): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return formatter('en-CA', 'zone-day', { timeZone: knownZone(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** The weekday's own name ("Monday", "понедельник"); 0 = Sunday … 6 = Saturday, as the API counts them. */
export function weekdayName(weekday: number, language: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday, 12)));
}
