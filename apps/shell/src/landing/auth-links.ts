/**
 * What a mailed link left in the address bar (SPEC §2 "Other behaviour on load"):
 * - `#access_token=…&refresh_token=…&type=signup|recovery`: a session to pick up;
 * - `#error=…&error_code=…&error_description=…`: a link that did not work;
 * - `?access_token=…`: an email confirmation to check.
 * `cleanUrl` is the same address without any of it, so tokens leave the history at once.
 */
export type AuthLink =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string | null; cleanUrl: string }
  | { kind: 'error'; code: string | null; description: string | null; cleanUrl: string }
  | { kind: 'confirmation'; accessToken: string; cleanUrl: string };

const QUERY_KEYS = ['access_token', 'refresh_token', 'expires_in', 'expires_at', 'token_type', 'type'];

export function readAuthLink(location: { pathname: string; search: string; hash: string }): AuthLink | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const withoutHash = `${location.pathname}${location.search}`;
  const accessInHash = hash.get('access_token');
  const refreshInHash = hash.get('refresh_token');
  if (accessInHash && refreshInHash) {
    return { kind: 'session', accessToken: accessInHash, refreshToken: refreshInHash, type: hash.get('type'), cleanUrl: withoutHash };
  }
  if (accessInHash) return { kind: 'confirmation', accessToken: accessInHash, cleanUrl: withoutHash };
  if (hash.has('error') || hash.has('error_code')) {
    return { kind: 'error', code: hash.get('error_code'), description: hash.get('error_description'), cleanUrl: withoutHash };
  }

  const query = new URLSearchParams(location.search);
  const accessInQuery = query.get('access_token');
  if (accessInQuery) {
    QUERY_KEYS.forEach((key) => query.delete(key));
    const rest = query.toString();
    return { kind: 'confirmation', accessToken: accessInQuery, cleanUrl: `${location.pathname}${rest ? `?${rest}` : ''}` };
  }
  return null;
}
