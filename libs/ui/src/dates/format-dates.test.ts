import { dayInZone, formatDay, formatInstant, formatSpan, knownZone, weekdayName } from './format-dates';

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

describe('formatSpan: a busy slot as a schedule shows it', () => {
  const ALL_DAY = { en: 'All day', ru: 'Весь день' };
  it.each([
    // Part of a day: its clock times.
    ['2027-06-11T13:00:00Z', '2027-06-11T15:30:00Z', 'en', 'America/New_York', '09:00–11:30'],
    // A time off of the whole day (midnight to midnight on its clock): the day, not "00:00–00:00".
    ['2027-06-11T04:00:00Z', '2027-06-12T04:00:00Z', 'en', 'America/New_York', 'All day'],
    ['2027-06-10T21:00:00Z', '2027-06-11T21:00:00Z', 'ru', 'Europe/Moscow', 'Весь день'],
    // The day the clocks go forward is 23 hours long, and still the whole day.
    ['2027-03-14T05:00:00Z', '2027-03-15T04:00:00Z', 'en', 'America/New_York', 'All day'],
    // Whole days, several: the first and the last.
    // (Intl's own range: thin spaces around the dash in English.)
    ['2027-06-11T04:00:00Z', '2027-06-14T04:00:00Z', 'en', 'America/New_York', 'Jun 11\u2009–\u200913'],
    ['2027-06-10T21:00:00Z', '2027-06-13T21:00:00Z', 'ru', 'Europe/Moscow', '11–13 июн.'],
    ['2027-06-29T00:00:00Z', '2027-07-02T00:00:00Z', 'en', null, 'Jun 29\u2009–\u2009Jul 1'],
    // Another zone's whole day (a Denver technician's time off on a New York board): each end with its day, not "02:00–02:00".
    ['2027-06-11T06:00:00Z', '2027-06-12T06:00:00Z', 'en', 'America/New_York', 'Jun 11, 02:00 – Jun 12, 02:00'],
    ['2027-06-11T06:00:00Z', '2027-06-12T06:00:00Z', 'ru', 'Europe/Moscow', '11 июн., 09:00 – 12 июн., 09:00'],
    // Evening into the next morning; to a midnight is still the one day.
    ['2027-06-11T20:00:00Z', '2027-06-12T02:00:00Z', 'en', 'UTC', 'Jun 11, 20:00 – Jun 12, 02:00'],
    ['2027-06-11T20:00:00Z', '2027-06-12T00:00:00Z', 'en', 'UTC', '20:00–00:00'],
    // Midnight to a later hour is part of a day.
    ['2027-06-11T00:00:00Z', '2027-06-11T08:00:00Z', 'en', 'UTC', '00:00–08:00'],
    ['garbage', 'garbage', 'en', 'UTC', 'garbage–garbage'],
  ] as const)('%s – %s in %s, %s reads %s', (start, end, language, zone, expected) => {
    expect(formatSpan(start, end, language, zone, ALL_DAY[language])).toBe(expected);
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
