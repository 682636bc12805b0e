import type { TFunction } from 'i18next';
import type { BusySlot, OutsideHoursDetails } from '@fixflow/contracts';
import { apiErrorCode } from '@fixflow/shell-sdk';

/**
 * What a refused move means for the board: a clash names the technician's slot (the card snaps
 * back), unavailable hours ask the dispatcher to confirm an override, anything else is the API's
 * error in the user's language (the shared catalogue, ApiErrorAlert / describeApiError).
 */
export type MoveFailure = { kind: 'clash'; slot: BusySlot | null } | { kind: 'hours'; details: OutsideHoursDetails | null } | { kind: 'other'; error: unknown };

export function moveFailure(error: unknown): MoveFailure {
  switch (apiErrorCode(error)) {
    case 'SLOT_TAKEN':
      return { kind: 'clash', slot: (error as { slot?: BusySlot }).slot ?? null };
    case 'OUTSIDE_WORKING_HOURS':
      return { kind: 'hours', details: (error as { working_hours?: OutsideHoursDetails }).working_hours ?? null };
    default:
      return { kind: 'other', error };
  }
}

export interface Formatters {
  /** A calendar day in words. */
  day(date: string): string;
  /** 'HH:MM' of an instant on the board's clock. */
  time(iso: string): string;
  /** A weekday's name (0 = Sunday). */
  weekday(weekday: number): string;
}

/** "Tom Tech is already busy on Mon, Jan 4, 2027, blocked time 09:00–10:00" (board words, `dispatch` namespace). */
export function clashMessage(t: TFunction, f: Formatters, invoice: string, name: string, slot: BusySlot | null): string {
  if (!slot) return t('move.failed', { invoice });
  const slotText = t('move.clashSlot', { kind: t(`move.clashKind.${slot.kind}`), start: f.time(slot.start), end: f.time(slot.end) });
  return t('move.clash', { invoice, name, date: f.day(slot.date), slot: slotText });
}

/** The technician's hours on the day asked, or its day off, for the override dialog. */
export function hoursMessage(t: TFunction, f: Formatters, name: string, details: OutsideHoursDetails | null, weekdayAsked: number): string {
  if (!details) return t('outsideHours');
  const weekday = f.weekday(details.weekday ?? weekdayAsked);
  const hours = details.hours;
  if (hours.length === 0) return t('hours.dayOff', { name, weekday });
  return t('hours.works', { name, weekday, hours: hours.map((entry) => t('hours.span', { start: entry.start, end: entry.end })).join(', ') });
}
