import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** What the CSP takes from the built web platform: it changes only with a build or a release. */
export interface WebSources {
  /** `'sha256-…'` of each inline `<script>` of the shell's index.html (none today; the build may add one). */
  scriptHashes: string[];
  /** Origins other than the site's that remotes.json loads remotes from (a CDN, `npm run dev`'s servers). */
  remoteOrigins: string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP sources of index.html's inline scripts: one sha256 per script without a src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
}

/** Origins of the absolute remote manifest URLs in remotes.json; relative ones are the site's own. */
export function remoteOrigins(remotesJson: unknown): string[] {
  if (typeof remotesJson !== 'object' || remotesJson === null) return [];
  const origins = Object.values(remotesJson).flatMap((url) => {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** How often the web files are looked at again: a release of a remote (remotes.json) needs no restart. */
const RECHECK_MS = 2000;

/**
 * index.html's hashes and remotes.json's origins, read at start and again when either file's
 * mtime changes (looked at no more than every 2 s, outside the request: the headers never wait on
 * the disk).
 */
export class WebSourcesWatcher {
  private sources: WebSources = { scriptHashes: [], remoteOrigins: [] };
  private stamp = '';
  private checkedAt = 0;

  constructor(private readonly webDist: string) {
    this.refresh();
  }

  current(): WebSources {
    const now = Date.now();
    if (now - this.checkedAt >= RECHECK_MS) {
      this.checkedAt = now;
      setImmediate(() => this.refresh());
    }
    return this.sources;
  }

  private refresh(): void {
    const index = resolve(this.webDist, 'shell', 'index.html');
    const remotes = resolve(this.webDist, 'remotes.json');
    const stamp = [index, remotes].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 'none').join('|');
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    this.sources = { scriptHashes: inlineScriptHashes(readText(index)), remoteOrigins: remoteOrigins(parseJson(readText(remotes))) };
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface SecurityHeadersOptions {
  webDist: string;
  production: boolean;
  /** The site's origins (SITE_URL, ALLOWED_ORIGINS): pages there may open the API's socket. */
  allowedOrigins: readonly string[];
}

/** `ws://host` / `wss://host` of an http(s) origin: socket.io's WebSocket (Safari does not read 'self' as ws). */
const socketOrigin = (origin: string) => origin.replace(/^http/i, 'ws');

/**
 * helmet on every answer, API and web files alike (issue 20). The CSP allows scripts only from the
 * site, the remotes' origins and the hashes of index.html's inline scripts: no 'unsafe-inline', no
 * eval, no third party, so a script injected into a page cannot run and read the session
 * (localStorage, as the seed's hosted auth kept it). Styles keep 'unsafe-inline': antd's CSS-in-JS
 * writes <style> elements, and some of them (the modal's scroll lock, the scrollbar measure,
 * cssinjs's selector probe) never receive ConfigProvider's nonce, so a nonce would block them;
 * CSS cannot run script. HSTS only in production, where the site is served over https.
 */
export function securityHeaders({ webDist, production, allowedOrigins }: SecurityHeadersOptions): RequestHandler {
  const web = new WebSourcesWatcher(webDist);
  const remotes = () => web.current().remoteOrigins.join(' ');
  const scriptHashes = () => web.current().scriptHashes.join(' ');
  const ownSocket = (req: IncomingMessage) => `${(req as IncomingMessage & { protocol?: string }).protocol === 'https' ? 'wss' : 'ws'}://${req.headers.host ?? 'localhost'}`;
  const siteSockets = [...new Set(allowedOrigins.map(socketOrigin))];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", remotes, scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", remotes],
        imgSrc: ["'self'", 'data:', 'blob:', remotes],
        fontSrc: ["'self'", 'data:', remotes],
        connectSrc: ["'self'", ownSocket, ...siteSockets, remotes],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // A remote on a CDN is fetched cross-origin: the site's own files stay same-origin readable only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}
