import { isTerminalRefreshFailure, refreshDelayMs, retryDelayMs } from './refresh-schedule';

describe('refreshDelayMs', () => {
  const now = 1_000_000_000_000;
  const at = (secondsFromNow: number) => now / 1000 + secondsFromNow;

  it.each([
    ['a 15-minute token, fresh', at(900), 900, 840_000],
    ['a 15-minute token with 2 minutes left', at(120), 900, 60_000],
    ['a 15-minute token inside the margin', at(30), 900, 0],
    ['an expired token', at(-10), 900, 0],
    ['a 30-second token (half its life)', at(30), 30, 15_000],
  ])('%s → %i ms', (_case, expiresAt, expiresIn, expected) => {
    expect(refreshDelayMs(expiresAt, expiresIn, now)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it('grows and then stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000, 30_000]);
  });
});

describe('isTerminalRefreshFailure', () => {
  it.each([
    [401, true],
    [400, true],
    [429, false],
    [408, false],
    [500, false],
    [0, false],
  ])('status %i ends the session: %p', (statusCode, terminal) => {
    expect(isTerminalRefreshFailure({ statusCode })).toBe(terminal);
  });

  it('keeps the session on an error without a status', () => {
    expect(isTerminalRefreshFailure(new TypeError('fetch failed'))).toBe(false);
  });
});
