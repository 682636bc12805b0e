/** The timezone an order's slot is read in when its vendor (or technician) has none set. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Zones already judged: a zone's validity never changes, and trying one builds a formatter (~30 µs). */
const judged = new Map<string, boolean>();

export function isTimeZone(zone: string): boolean {
  let valid = judged.get(zone);
  if (valid !== undefined) return valid;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: whatever text a request sends as a zone is judged, so a flood must not grow it forever.
  if (judged.size >= 1000) judged.clear();
  judged.set(zone, valid);
  return valid;
}

/** A zone the slot can be read in: the vendor's or technician's own, else UTC. */
export const usableZone = (zone: string | null | undefined) => (zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);
