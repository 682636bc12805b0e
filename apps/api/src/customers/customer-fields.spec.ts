import { emptyToNull, splitCustomerName, toE164 } from './customer-fields.js';

describe('customer fields (SPEC.md §5)', () => {
  it.each([
    ['Jane', 'Jane', null],
    ['Jane Doe', 'Jane', 'Doe'],
    ['  Mary  Ann   van Dyke ', 'Mary', 'Ann van Dyke'],
  ])('%j splits into %j / %j', (name, first, last) => {
    expect(splitCustomerName(name)).toEqual({ firstName: first, lastName: last });
  });

  it.each([
    ['(512) 555-0134', '+15125550134'],
    ['512.555.0134', '+15125550134'],
    ['+1 512 555 0134', '+15125550134'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12', null],
    ['call me', null],
  ])('%j in E.164 is %j', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    ['', null],
    ['   ', null],
    [undefined, null],
    [null, null],
    [' Austin ', 'Austin'],
  ])('%j is stored as %j', (value, stored) => {
    expect(emptyToNull(value)).toBe(stored);
  });
});
