import { weakPasswordReasons } from './password-policy.js';

describe('weakPasswordReasons', () => {
  it.each([
    ['Fixflow-demo-1', []],
    ['correct horse battery staple', []],
    ['Tr0ub4dor&3', []],
    ['short1!', ['length', 'common']],
    ['password1', ['common']],
    ['Password123!', ['common']],
    ['qwertyuiop', ['characters', 'common']],
    ['12345678901234', ['characters', 'common']],
    ['x'.repeat(129), ['length', 'characters']],
  ])('%s → %j', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it('treats what the user told us (email, company) as guessable words', () => {
    expect(weakPasswordReasons('Zanzibarco2024', [])).toEqual([]);
    expect(weakPasswordReasons('Zanzibarco2024', ['ops@zanzibarco.com'])).toContain('common');
  });
});
