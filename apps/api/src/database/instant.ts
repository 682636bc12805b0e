/** PostgreSQL's text form of a timestamptz in a UTC session: '2026-01-02 08:00:00.123456+00'. */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * An instant from a raw SQL row as the API answers it: ISO 8601 in UTC to the millisecond, as
 * Date#toISOString prints it. MikroORM hands timestamptz columns over as PostgreSQL's text; the
 * UTC form is rewritten as it stands (parsing it through Date costs ~0.6 µs, and a page of
 * orders holds a hundred instants), anything else (another session offset, a Date) goes
 * through Date.
 */
export function isoInstant(value: Date | string): string {
  const parts = typeof value === 'string' ? PG_UTC_TIMESTAMP.exec(value) : null;
  if (!parts) return new Date(value).toISOString();
  const [, date, time, fraction = ''] = parts;
  return `${date}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}
