import type { AuthSession, VerifyType } from '@fixflow/contracts';

/**
 * Where a mailed link may send the browser: redirect_to when it is on the site's own origin
 * (absolute or a path), else the site root. Anything else would make us an open redirector
 * that hands a session to a foreign page.
 */
export function safeRedirect(redirectTo: string | undefined, siteUrl: string): URL {
  const site = new URL(siteUrl);
  if (!redirectTo) return new URL('/', site);
  try {
    const target = new URL(redirectTo, site);
    return target.origin === site.origin ? target : new URL('/', site);
  } catch {
    return new URL('/', site);
  }
}

/** The hosted auth's landing shape: `#access_token=…&refresh_token=…&expires_in=…&type=…`. */
export function withSessionInHash(target: URL, session: AuthSession, type: VerifyType | 'oidc'): string {
  const hash = new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: session.token_type,
    type,
  });
  const url = new URL(target);
  url.hash = hash.toString();
  return url.toString();
}

/** A failed link lands on the site with the error in the hash, as the hosted auth did. */
export function withErrorInHash(target: URL, code: string, description: string): string {
  const url = new URL(target);
  url.hash = new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description }).toString();
  return url.toString();
}
