import { useMemo } from 'react';
import { formatDay, formatInstant, formatSpan, weekdayName, type DayStyle } from '@fixflow/ui';
import type { BoardFormat } from './BoardGrid';

/** How the board writes days and times: the UI's language, on the board's clock (the shared formatters, which keep their Intl objects). */
export function useBoardFormat(language: string, zone: string): BoardFormat & { weekday(day: number): string } {
  return useMemo(
    () => ({
      day: (date: string, style: DayStyle = 'medium') => formatDay(date, language, style),
      time: (iso: string) => formatInstant(iso, language, zone, 'time'),
      span: (start: string, end: string, allDay: string) => formatSpan(start, end, language, zone, allDay),
      hour: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
      weekday: (weekday: number) => weekdayName(weekday, language),
    }),
    [language, zone],
  );
}
