import { PERSONAL_BOOKING_DEFAULTS, personalBookingNote } from './personal-booking.js';

describe('personalBookingNote', () => {
  it.each([
    ['Dentist', 'Dentist'],
    ['  School run ', 'School run'],
    [PERSONAL_BOOKING_DEFAULTS.issue_description, null],
    ['', null],
    [null, null],
  ])('%j reads as %j: SPEC.md §5\'s default is no note of the technician\'s', (issue_description, note) => {
    expect(personalBookingNote({ issue_description })).toBe(note);
  });
});
