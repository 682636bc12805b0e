import { hoursOn, wallClock, withinWorkingHours, type BusySlot, type Order, type TechnicianAvailability, type WeeklyHoursEntry } from '@fixflow/contracts';
import { clashes } from './busy';

/**
 * How a technician stands for an order's window, strongest first: busy (the API refuses it),
 * a day off or outside its working hours (the API asks for an override), free. `unknown`: its
 * hours did not load (the API still decides).
 */
export type TechnicianStanding =
  | { kind: 'busy'; clashes: BusySlot[] }
  | { kind: 'day_off' }
  | { kind: 'outside'; hours: WeeklyHoursEntry[] }
  | { kind: 'free'; hours: WeeklyHoursEntry[] }
  | { kind: 'unknown' };

/** A zone this browser can read a clock in, else null. */
function readable(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** The technician's hours are wall-clock times on its own zone, else its vendor's (as the API reads them), else UTC. */
export function technicianZone(own: string | null | undefined, vendorZone: string | null | undefined): string {
  return readable(own) ?? readable(vendorZone) ?? 'UTC';
}

/** The rules are the contract's (dispatch.ts): this only orders them for the assign page. */
export function standing(
  order: Pick<Order, 'id' | 'starts_at' | 'ends_at'>,
  slots: BusySlot[],
  availability: TechnicianAvailability | null,
  zone: string,
): TechnicianStanding {
  const clashing = clashes(slots, order);
  if (clashing.length) return { kind: 'busy', clashes: clashing };
  if (!availability) return { kind: 'unknown' };
  const hours = hoursOn(availability.weekly_hours, wallClock(order.starts_at, zone).weekday);
  if (!hours.length) return { kind: 'day_off' };
  if (!withinWorkingHours(availability.weekly_hours, order.starts_at, order.ends_at, zone)) return { kind: 'outside', hours };
  return { kind: 'free', hours };
}
