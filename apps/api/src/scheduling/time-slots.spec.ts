import { isServiceDate, isTimeSlot, slotRange, slotWindow, todayIn } from './time-slots.js';

describe('time slots (PRODUCT.md "Time")', () => {
  it.each([
    ['morning', 8 * 60, 12 * 60],
    ['afternoon', 12 * 60, 16 * 60],
    ['evening', 16 * 60, 20 * 60],
    ['all_day', 8 * 60, 20 * 60],
    ['09:30-11:00', 9 * 60 + 30, 11 * 60],
    ['22:00-24:00', 22 * 60, 24 * 60],
  ])('%s covers its window', (slot, start, end) => {
    expect(slotWindow(slot)).toEqual({ start, end });
    expect(isTimeSlot(slot)).toBe(true);
  });

  it.each(['night', '', '9:30-11:00', '11:00-09:30', '10:00-10:00', '25:00-26:00', '10:00-24:30', 'morning '])(
    '%j is no slot',
    (slot) => {
      expect(slotWindow(slot)).toBeNull();
    },
  );

  it.each([
    ['2026-03-05', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['05/03/2026', false],
    ['0100-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2200-12-31', true],
    ['2201-01-01', false],
    ['9999-12-31', false],
    ['+02026-01-01', false],
  ])('service date %s valid: %s', (value, valid) => {
    expect(isServiceDate(value)).toBe(valid);
  });

  it.each([
    ['UTC', '2026-06-10', 'morning', '2026-06-10T08:00:00.000Z', '2026-06-10T12:00:00.000Z'],
    ['America/Chicago', '2026-06-10', 'morning', '2026-06-10T13:00:00.000Z', '2026-06-10T17:00:00.000Z'],
    ['America/Chicago', '2026-01-10', 'evening', '2026-01-10T22:00:00.000Z', '2026-01-11T02:00:00.000Z'],
    ['Europe/Moscow', '2026-06-10', '09:30-10:15', '2026-06-10T06:30:00.000Z', '2026-06-10T07:15:00.000Z'],
    // The US switches to daylight time at 02:00 on 2026-03-08: the day's slot spans both offsets.
    ['America/New_York', '2026-03-08', '01:00-04:00', '2026-03-08T06:00:00.000Z', '2026-03-08T08:00:00.000Z'],
  ])('in %s, %s %s is %s – %s', (zone, date, slot, start, end) => {
    const range = slotRange(date, slot, zone);
    expect(range?.start.toISOString()).toBe(start);
    expect(range?.end.toISOString()).toBe(end);
  });

  it('has no range for a date outside the years it accepts, whatever the slot', () => {
    expect(slotRange('9999-12-31', '23:00-24:00', 'UTC')).toBeNull();
    expect(slotRange('0100-01-01', 'morning', 'Pacific/Kiritimati')).toBeNull();
  });

  it.each([
    ['UTC', '2026-06-10T23:30:00Z', '2026-06-10'],
    ['Pacific/Kiritimati', '2026-06-10T23:30:00Z', '2026-06-11'],
    ['America/Los_Angeles', '2026-06-11T03:00:00Z', '2026-06-10'],
  ])('in %s at %s it is %s', (zone, instant, date) => {
    expect(todayIn(zone, new Date(instant))).toBe(date);
  });
});
