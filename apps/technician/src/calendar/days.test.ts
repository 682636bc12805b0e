import { addDays, dayOf, daysFrom, weekdayOf } from './days';

describe('calendar days', () => {
  it('steps over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-11-28', 4)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('counts weekdays from Sunday = 0 like the API', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });

  it('reads the day of a moment on the phone’s clock', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
