import { dateInZone } from './calendar.js';
import { lastFullWeek } from './settlements.js';

describe('the settlement week (issue 13: built at the vendor’s week start)', () => {
  // 2026-11-23 is a Monday.
  it.each<[string, number, string, string]>([
    ['2026-11-23', 1, '2026-11-16', '2026-11-23'], // Monday, weeks from Monday: the week that just ended
    ['2026-11-26', 1, '2026-11-16', '2026-11-23'], // Thursday: still last week
    ['2026-11-29', 1, '2026-11-16', '2026-11-23'], // Sunday, last day of the current week
    ['2026-11-30', 1, '2026-11-23', '2026-11-30'], // next Monday: the week of the 23rd is whole
    ['2026-11-29', 0, '2026-11-22', '2026-11-29'], // weeks from Sunday, on a Sunday
    ['2026-11-28', 0, '2026-11-15', '2026-11-22'], // weeks from Sunday, on a Saturday
    ['2026-11-28', 6, '2026-11-21', '2026-11-28'], // weeks from Saturday, on a Saturday
    ['2027-01-01', 1, '2026-12-21', '2026-12-28'], // across the year's end
    ['2028-03-01', 3, '2028-02-23', '2028-03-01'], // a leap February, weeks from Wednesday
  ])('on %s with weeks starting on day %i: %s up to %s', (today, weekStart, start, end) => {
    expect(lastFullWeek(today, weekStart)).toEqual({ start, end });
  });

  it('reads the day in the vendor’s zone, not the server’s', () => {
    const instant = new Date('2026-11-30T05:30:00Z'); // Monday in UTC, still Sunday in Los Angeles
    expect(dateInZone(instant, 'UTC')).toBe('2026-11-30');
    expect(dateInZone(instant, 'America/Los_Angeles')).toBe('2026-11-29');
    expect(dateInZone(instant, 'Asia/Tokyo')).toBe('2026-11-30');
  });
});
