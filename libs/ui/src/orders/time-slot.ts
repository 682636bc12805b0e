import { NAMED_TIME_SLOTS, type NamedTimeSlot } from '@fixflow/contracts';

const EXACT_WINDOW = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

export function isNamedSlot(slot: string): slot is NamedTimeSlot {
  return (NAMED_TIME_SLOTS as readonly string[]).includes(slot);
}

/** An exact window 'HH:MM-HH:MM' as its two ends, or null for a named slot. */
export function exactWindow(slot: string): { start: string; end: string } | null {
  const match = EXACT_WINDOW.exec(slot);
  return match ? { start: match[1], end: match[2] } : null;
}
