import { readAuthLink } from './auth-links';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return readAuthLink({ pathname, search, hash });
};

describe('readAuthLink', () => {
  it('finds a session in the hash of a confirmation link', () => {
    expect(at('/#access_token=a1&refresh_token=r1&expires_in=900&expires_at=1800000000&token_type=bearer&type=signup')).toEqual({
      kind: 'session',
      accessToken: 'a1',
      refreshToken: 'r1',
      type: 'signup',
      cleanUrl: '/',
    });
  });

  it('keeps the page of a recovery link', () => {
    expect(at('/reset-password#access_token=a1&refresh_token=r1&type=recovery')).toMatchObject({ type: 'recovery', cleanUrl: '/reset-password' });
  });

  it('reads the error of a link that did not work', () => {
    expect(at('/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      kind: 'error',
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
      cleanUrl: '/',
    });
  });

  it('finds an email confirmation in the query and drops only its own parameters', () => {
    expect(at('/login?access_token=a1&type=signup&lang=ru')).toEqual({ kind: 'confirmation', accessToken: 'a1', cleanUrl: '/login?lang=ru' });
  });

  it.each(['/', '/dashboard?search=x', '/#section'])('ignores %s', (url) => {
    expect(at(url)).toBeNull();
  });
});
