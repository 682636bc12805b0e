import { normalizePhone, PERSONAL_BOOKING_PHONE } from './phone.js';

describe('the phone rule', () => {
  it.each([
    ['(512) 555-0134', '+15125550134'],
    ['512.555.0134', '+15125550134'],
    ['512-555-0134', '+15125550134'],
    ['+1 512 555 0134', '+15125550134'],
    ['  +15550100002 ', '+15550100002'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+7 495 123-45-67', '+74951234567'],
    ['+49 30 901820', '+4930901820'],
    ['12', null],
    ['call me', null],
    ['call me maybe', null],
    ['1-800-FLOWERS', null],
    ['', null],
    ['   ', null],
    ['+', null],
    ['5125550134\u0000', null],
    ['+1 512 555 0134 ext 7', null],
    ['1'.repeat(41), null],
    [PERSONAL_BOOKING_PHONE, null],
    ['+1 012 555 0134', null],
  ])('%j is %j', (typed: string, e164: string | null) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it('reads a number without a country code in the country it is given', () => {
    expect(normalizePhone('030 901820', 'DE')).toBe('+4930901820');
  });
});
