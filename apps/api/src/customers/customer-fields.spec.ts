import { emptyToNull, splitCustomerName } from './customer-fields.js';

describe('customer fields (SPEC.md §5)', () => {
  it.each([
    ['Jane', 'Jane', null],
    ['Jane Doe', 'Jane', 'Doe'],
    ['  Mary  Ann   van Dyke ', 'Mary', 'Ann van Dyke'],
  ])('%j splits into %j / %j', (name, first, last) => {
    expect(splitCustomerName(name)).toEqual({ firstName: first, lastName: last });
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
