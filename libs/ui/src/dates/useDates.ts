import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@fixflow/shell-sdk';
import { formatDay, formatInstant, formatSpan, type DayStyle, type InstantStyle } from './format-dates';

/** The browser's own zone: a user who set none (a technician has no setting) reads its own clock. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface Dates {
  /** The IANA zone instants are shown in. */
  timeZone: string;
  day(day: string, style?: DayStyle): string;
  instant(iso: string, style?: InstantStyle): string;
  /** 'HH:MM' of an instant, e.g. a busy slot's start. */
  time(iso: string): string;
  /** A busy slot's 'HH:MM–HH:MM', or its whole days: `allDay` (the remote's `kit.allDay`) for one (formatSpan). */
  span(start: string, end: string, allDay: string): string;
  /** When something was saved or last read (epoch ms): 'HH:MM' today, with its date before today. */
  savedAt(ms: number): string;
}

/**
 * format-dates bound to the page: the UI language, and the zone of the signed-in user's profile
 * (the vendor's timezone setting: a dispatcher abroad sees the vendor's clock), else the browser's.
 */
export function useDates(): Dates {
  const { i18n } = useTranslation();
  const zone = useProfile()?.timezone;
  const language = i18n.language;
  return useMemo(() => {
    const timeZone = zone || browserZone();
    return {
      timeZone,
      day: (day, style) => formatDay(day, language, style),
      instant: (iso, style) => formatInstant(iso, language, timeZone, style),
      time: (iso) => formatInstant(iso, language, timeZone, 'time'),
      span: (start, end, allDay) => formatSpan(start, end, language, timeZone, allDay),
      savedAt: (ms) => {
        const iso = new Date(ms).toISOString();
        const today = formatInstant(new Date().toISOString(), language, timeZone, 'date') === formatInstant(iso, language, timeZone, 'date');
        return formatInstant(iso, language, timeZone, today ? 'time' : 'dateTime');
      },
    };
  }, [language, zone]);
}
