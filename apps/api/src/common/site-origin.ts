import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { formatErrorMessage } from './api-exception.js';

/**
 * Whether a request may come from the page that sent it (issue 20). No Origin header: not a
 * browser's cross-origin call (curl, a webhook, a top-level navigation), so nothing to refuse.
 * Otherwise the Origin must be one of the site's (SITE_URL, ALLOWED_ORIGINS) or the request's own
 * Host: a browser always names the host it really asks, so such a page is the site itself under
 * another name (127.0.0.1 for localhost, a proxy that keeps Host).
 */
export function originAllowed(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === headers.host;
  } catch {
    // "null" (a sandboxed frame, a file://) and anything unparsable are foreign.
    return false;
  }
}

/** Refuses an /api request from a foreign page with 403 FORBIDDEN, before any route or CORS preflight runs. */
export function refuseForeignOrigins(allowedOrigins: readonly string[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (originAllowed(req.headers, allowedOrigins)) return next();
    res.status(403).json({ statusCode: 403, code: 'FORBIDDEN', message: formatErrorMessage('FORBIDDEN') });
  };
}
