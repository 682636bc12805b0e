import { zonedClock } from './calendar.js';
import { canOffer, DEFAULT_WEEKLY_HOURS, hoursOn, inOfferAudience, wallClock, withinWorkingHours } from './dispatch.js';
import type { WeeklyHoursEntry } from './availability.js';
import type { OrderStatus } from './orders.js';

// Mon–Fri 09:00–17:00 and Saturday morning; Sunday off.
const week: WeeklyHoursEntry[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  { weekday: 6, start: '08:00', end: '12:00' },
];

describe('withinWorkingHours (issue 17: refused outside the weekly hours unless overridden)', () => {
  // 2027-01-04 is a Monday; 2027-01-09 a Saturday, 2027-01-10 a Sunday.
  it.each<[string, string, string, string, boolean]>([
    ['inside a weekday', '2027-01-04T09:00:00Z', '2027-01-04T12:00:00Z', 'UTC', true],
    ['ending exactly at the end', '2027-01-04T13:00:00Z', '2027-01-04T17:00:00Z', 'UTC', true],
    ['starting before the day begins', '2027-01-04T08:00:00Z', '2027-01-04T12:00:00Z', 'UTC', false],
    ['running past the end', '2027-01-04T16:00:00Z', '2027-01-04T20:00:00Z', 'UTC', false],
    ['Saturday morning', '2027-01-09T08:00:00Z', '2027-01-09T12:00:00Z', 'UTC', true],
    ['Saturday afternoon', '2027-01-09T12:00:00Z', '2027-01-09T16:00:00Z', 'UTC', false],
    ['a day off (Sunday)', '2027-01-10T09:00:00Z', '2027-01-10T12:00:00Z', 'UTC', false],
    // 14:00Z is 09:00 in New York (EST, UTC−5): read on the technician's own wall clock.
    ["on the technician's clock", '2027-01-04T14:00:00Z', '2027-01-04T18:00:00Z', 'America/New_York', true],
    ['the same instants read in UTC run past 17:00', '2027-01-04T14:00:00Z', '2027-01-04T18:00:00Z', 'UTC', false],
    ['too late in New York', '2027-01-04T21:00:00Z', '2027-01-05T01:00:00Z', 'America/New_York', false],
    ['past midnight', '2027-01-04T22:00:00Z', '2027-01-05T02:00:00Z', 'UTC', false],
  ])('%s', (_name, start, end, zone, expected) => {
    expect(withinWorkingHours(week, start, end, zone)).toBe(expected);
  });

  it('a whole week of days off fits nothing', () => {
    expect(withinWorkingHours([], '2027-01-04T09:00:00Z', '2027-01-04T10:00:00Z', 'UTC')).toBe(false);
  });

  it('a window ending at midnight fits hours that run to 24:00', () => {
    expect(withinWorkingHours([{ weekday: 1, start: '20:00', end: '24:00' }], '2027-01-04T20:00:00Z', '2027-01-05T00:00:00Z', 'UTC')).toBe(true);
  });

  it('the default week holds every named slot (08:00–20:00) on every day', () => {
    for (let day = 3; day <= 9; day += 1) {
      const date = `2027-01-${String(day).padStart(2, '0')}`;
      expect(withinWorkingHours(DEFAULT_WEEKLY_HOURS, `${date}T08:00:00Z`, `${date}T20:00:00Z`, 'UTC')).toBe(true);
    }
    expect(withinWorkingHours(DEFAULT_WEEKLY_HOURS, '2027-01-04T07:00:00Z', '2027-01-04T09:00:00Z', 'UTC')).toBe(false);
  });

  it('hoursOn names the day asked (empty: a day off) and wallClock its weekday', () => {
    expect(hoursOn(week, 6)).toEqual([{ weekday: 6, start: '08:00', end: '12:00' }]);
    expect(hoursOn(week, 0)).toEqual([]);
    expect(wallClock('2027-01-10T03:00:00Z', 'America/New_York')).toEqual({ date: '2027-01-09', weekday: 6, minutes: 22 * 60 });
  });

  // The one wall-clock reading under wallClock and the API's zone offsets (calendar.ts).
  it.each<[string, string, ReturnType<typeof zonedClock>]>([
    ['2027-01-10T05:00:00Z', 'America/New_York', { year: 2027, month: 1, day: 10, hour: 0, minute: 0, second: 0, weekday: 0 }],
    ['2027-03-14T07:30:15Z', 'America/New_York', { year: 2027, month: 3, day: 14, hour: 3, minute: 30, second: 15, weekday: 0 }],
    ['2027-06-30T23:59:59Z', 'Asia/Tokyo', { year: 2027, month: 7, day: 1, hour: 8, minute: 59, second: 59, weekday: 4 }],
    ['2027-12-31T12:00:00Z', 'UTC', { year: 2027, month: 12, day: 31, hour: 12, minute: 0, second: 0, weekday: 5 }],
  ])('zonedClock(%s, %s)', (instant, zone, expected) => {
    expect(zonedClock(instant, zone)).toEqual(expected);
  });
});

describe('inOfferAudience', () => {
  const denver = { city: 'Denver', state: 'CO' };
  it.each<[string, 'roster' | 'area', { city: string | null; state: string | null }, { city: string | null; state: string | null }, boolean]>([
    ['the roster reaches everyone', 'roster', denver, { city: 'Boulder', state: 'CO' }, true],
    ['the area: same city and state', 'area', denver, { city: ' denver ', state: 'co' }, true],
    ['the area: another city', 'area', denver, { city: 'Boulder', state: 'CO' }, false],
    ['the area: a technician with no city', 'area', denver, { city: null, state: null }, false],
    ['the area of an order with no place is the roster', 'area', { city: null, state: ' ' }, { city: 'Boulder', state: 'CO' }, true],
  ])('%s', (_name, audience, order, technician, expected) => {
    expect(inOfferAudience(audience, order, technician)).toBe(expected);
  });
});

describe('canOffer (else 409 ORDER_NOT_OFFERABLE)', () => {
  it.each<[string, OrderStatus, string | null, boolean]>([
    ['a new order with no technician', 'pending', null, true],
    ['a new order assigned (or a personal booking)', 'pending', 't1', false],
    ['an order on hold, even unassigned', 'on_hold', null, false],
    ['an accepted order', 'accepted', 't1', false],
    ['a cancelled order', 'cancelled', null, false],
  ])('%s', (_name, status, technician_id, expected) => {
    expect(canOffer({ status, technician_id })).toBe(expected);
  });
});
