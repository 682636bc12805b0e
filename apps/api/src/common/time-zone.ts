/** The timezone an order's slot is read in when its vendor (or technician) has none set. */
export const DEFAULT_TIME_ZONE = 'UTC';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone the slot can be read in: the vendor's or technician's own, else UTC. */
export const usableZone = (zone: string | null | undefined) => (zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);
