import { isoInstant } from './instant.js';

describe('isoInstant', () => {
  it('rewrites PostgreSQL UTC text as Date#toISOString would, whatever the fraction', () => {
    for (const text of [
      '2026-01-02 08:00:00+00',
      '2026-01-02 08:00:00.5+00',
      '2026-01-02 08:00:00.12+00',
      '2026-11-23 14:52:56.517506+00',
      '1999-12-31 23:59:59.999999+00',
    ]) {
      expect(isoInstant(text)).toBe(new Date(text).toISOString());
    }
    expect(isoInstant('2026-11-23 14:52:56.517506+00')).toBe('2026-11-23T14:52:56.517Z');
  });

  it('goes through Date for other offsets and for Dates', () => {
    expect(isoInstant('2026-01-02 10:30:00+02:30')).toBe('2026-01-02T08:00:00.000Z');
    expect(isoInstant('2026-01-02 03:00:00-05')).toBe('2026-01-02T08:00:00.000Z');
    expect(isoInstant(new Date(Date.UTC(2026, 0, 2, 8)))).toBe('2026-01-02T08:00:00.000Z');
  });
});
