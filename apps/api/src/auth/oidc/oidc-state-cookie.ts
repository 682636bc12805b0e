import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/** The cookie that carries an OIDC sign-in's state, nonce and PKCE verifier from /start to /callback. */
export const OIDC_COOKIE = 'fixflow_oidc';
const PATH = '/api/auth/oidc';
const LIFETIME_MS = 10 * 60 * 1000;

type Contents = Record<string, unknown>;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`oidc-state.${payload}`).digest('base64url');
}

function read(request: Request, secret: string, now: number): Contents {
  const raw = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OIDC_COOKIE}=`))
    ?.slice(OIDC_COOKIE.length + 1);
  const [payload, signature] = decodeURIComponent(raw ?? '').split('.');
  if (!payload || !signature) return {};
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return {};
  try {
    const { exp, data } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number; data: Contents };
    return typeof exp === 'number' && exp > now && typeof data === 'object' && data ? data : {};
  } catch {
    return {};
  }
}

/**
 * A short-lived, signed (HMAC with the JWT secret), HttpOnly cookie standing in for the session
 * openid-client's passport strategy expects on `req.session`: what the strategy stores there is
 * written to the cookie at once (before its redirect ends the answer); what it deletes, cleared.
 * Nothing else remembers a sign-in in flight, so any API process can take the callback.
 */
export function cookieSession(request: Request, response: Response, secret: string, secure: boolean, now = Date.now()): Contents {
  const data = read(request, secret, now);
  // One Set-Cookie of ours per answer: a later write replaces an earlier one.
  const forgetEarlier = () => {
    const set = response.getHeader('Set-Cookie');
    const list = Array.isArray(set) ? set : typeof set === 'string' ? [set] : [];
    response.setHeader('Set-Cookie', list.filter((cookie) => !cookie.startsWith(`${OIDC_COOKIE}=`)));
  };
  const write = () => {
    forgetEarlier();
    const payload = Buffer.from(JSON.stringify({ exp: now + LIFETIME_MS, data })).toString('base64url');
    response.cookie(OIDC_COOKIE, `${payload}.${sign(payload, secret)}`, { httpOnly: true, sameSite: 'lax', secure, path: PATH, maxAge: LIFETIME_MS });
  };
  return new Proxy(data, {
    set(target, key, value) {
      target[String(key)] = value;
      write();
      return true;
    },
    deleteProperty(target, key) {
      delete target[String(key)];
      forgetEarlier();
      response.clearCookie(OIDC_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: PATH });
      return true;
    },
  });
}
