import { dayInZone, formatDay, formatInstant, knownZone, weekdayName } from './format-dates';

describe('formatDay: a calendar day, in either language, never shifted by a zone', () => {
  it.each([
    ['2027-06-11', 'en', 'medium', 'Jun 11, 2027'],
    ['2027-06-11', 'ru', 'medium', '11 июн. 2027 г.'],
    ['2027-06-11', 'en', 'long', 'Friday, June 11'],
    ['2027-06-11', 'ru', 'long', 'пятница, 11 июня'],
    ['2027-06-11', 'en', 'short', 'Fri, Jun 11'],
    ['2027-06-11', 'ru', 'short', 'пт, 11 июн.'],
    ['2027-06-11', 'ru', 'dayMonth', '11 июня'],
    // The night the clocks go forward in New York and Europe is still the same day.
    ['2027-03-14', 'en', 'medium', 'Mar 14, 2027'],
    ['2027-03-28', 'ru', 'medium', '28 мар. 2027 г.'],
    ['not a day', 'en', 'medium', 'not a day'],
  ] as const)('%s in %s (%s) reads %s', (day, language, style, expected) => {
    expect(formatDay(day, language, style)).toBe(expected);
  });
});

describe('formatInstant: an instant on the clock of the given zone', () => {
  it.each([
    // New York springs forward at 02:00 on 2027-03-14: a minute apart in UTC, an hour apart on the wall.
    ['2027-03-14T06:59:00Z', 'en', 'America/New_York', 'dateTime', 'Mar 14, 2027, 01:59'],
    ['2027-03-14T07:00:00Z', 'en', 'America/New_York', 'dateTime', 'Mar 14, 2027, 03:00'],
    // …and falls back on 2027-11-07: 01:30 happens twice.
    ['2027-11-07T05:30:00Z', 'en', 'America/New_York', 'time', '01:30'],
    ['2027-11-07T06:30:00Z', 'en', 'America/New_York', 'time', '01:30'],
    // The same instant is the 11th in New York and already the 12th in Moscow.
    ['2027-06-11T21:30:00Z', 'en', 'America/New_York', 'date', 'Jun 11, 2027'],
    ['2027-06-11T21:30:00Z', 'ru', 'Europe/Moscow', 'dateTime', '12 июн. 2027 г., 00:30'],
    ['2027-06-11T21:30:00Z', 'ru', 'Europe/Moscow', 'time', '00:30'],
    // No zone set, or one this browser does not know: UTC, as the API reads it.
    ['2027-06-11T21:30:00Z', 'en', null, 'dateTime', 'Jun 11, 2027, 21:30'],
    ['2027-06-11T21:30:00Z', 'en', 'Mars/Olympus_Mons', 'time', '21:30'],
    ['garbage', 'en', 'UTC', 'date', 'garbage'],
  ] as const)('%s in %s, %s (%s) reads %s', (iso, language, zone, style, expected) => {
    expect(formatInstant(iso, language, zone, style)).toBe(expected);
  });
});

describe('dayInZone: the calendar day an instant falls on', () => {
  it.each([
    ['2027-06-11T21:30:00Z', 'Europe/Moscow', '2027-06-12'],
    ['2027-06-11T21:30:00Z', 'America/New_York', '2027-06-11'],
    ['2027-03-14T07:30:00Z', 'America/New_York', '2027-03-14'],
    ['2027-06-11T21:30:00Z', null, '2027-06-11'],
    ['2027-06-11T21:30:00Z', 'Not/A_Zone', '2027-06-11'],
  ] as const)('%s in %s is %s', (instant, zone, expected) => {
    expect(dayInZone(instant, zone)).toBe(expected);
  });

  it('knows which zones it knows', () => {
    expect(knownZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(knownZone('')).toBe('UTC');
  });
});

describe('weekdayName', () => {
  it.each([
    [1, 'en', 'Monday'],
    [0, 'ru', 'воскресенье'],
    [6, 'ru', 'суббота'],
  ] as const)('%i in %s is %s', (weekday, language, expected) => {
    expect(weekdayName(weekday, language)).toBe(expected);
  });
});
