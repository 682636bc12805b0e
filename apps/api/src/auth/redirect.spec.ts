import type { AuthSession } from '@fixflow/contracts';
import { safeRedirect, withErrorInHash, withSessionInHash } from './redirect.js';

const SITE = 'http://localhost:3000';

describe('safeRedirect', () => {
  it.each([
    [undefined, 'http://localhost:3000/'],
    ['', 'http://localhost:3000/'],
    ['/reset-password', 'http://localhost:3000/reset-password'],
    ['http://localhost:3000/dashboard?x=1', 'http://localhost:3000/dashboard?x=1'],
    ['https://evil.example/steal', 'http://localhost:3000/'],
    ['//evil.example/steal', 'http://localhost:3000/'],
    ['http://localhost:3001/', 'http://localhost:3000/'],
    ['javascript:alert(1)', 'http://localhost:3000/'],
  ])('%s → %s', (given, expected) => {
    expect(safeRedirect(given, SITE).toString()).toBe(expected);
  });
});

describe('session hash', () => {
  const session: AuthSession = {
    access_token: 'a.b.c',
    token_type: 'bearer',
    expires_in: 900,
    expires_at: 1_800_000_000,
    refresh_token: 'r-1',
    user: { id: 'u', email: null, phone: null, email_confirmed_at: null, created_at: '', role: null },
  };

  it('carries the tokens and the link type in the fragment, never the query', () => {
    const url = new URL(withSessionInHash(new URL('/reset-password', SITE), session, 'recovery'));
    expect(url.pathname).toBe('/reset-password');
    expect(url.search).toBe('');
    const hash = new URLSearchParams(url.hash.slice(1));
    expect(Object.fromEntries(hash)).toEqual({
      access_token: 'a.b.c',
      refresh_token: 'r-1',
      expires_in: '900',
      expires_at: '1800000000',
      token_type: 'bearer',
      type: 'recovery',
    });
  });

  it('describes a failed link in the fragment', () => {
    const url = new URL(withErrorInHash(new URL(SITE), 'otp_expired', 'Email link is invalid or has expired'));
    expect(new URLSearchParams(url.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});
