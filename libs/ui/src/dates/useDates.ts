import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@fixflow/shell-sdk';
import { formatDay, formatInstant, type DayStyle, type InstantStyle } from './format-dates';

/** The browser's own zone: a user who set none (a technician has no setting) reads its own clock. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface Dates {
  /** The IANA zone instants are shown in. */
  timeZone: string;
  day(day: string, style?: DayStyle): string;
  instant(iso: string, style?: InstantStyle): string;
  /** 'HH:MM' of an instant, e.g. a busy slot's start. */
  time(iso: string): string;
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
    };
  }, [language, zone]);
}
