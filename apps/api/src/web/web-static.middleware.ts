import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { formatErrorMessage } from '../common/api-exception.js';
import { NO_CACHE, remoteCachePolicy, shellCachePolicy } from './cache-policy.js';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside root, or null when it would escape root or names a dotfile. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) ? file : null;
}

function notFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', NO_CACHE);
  res.json({ statusCode: 404, code: 'NOT_FOUND', message: formatErrorMessage('NOT_FOUND') });
}

/** The build writes `<file>.br` and `<file>.gz` beside each text asset (libs/web-build/precompress.mjs). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The precompressed variant of a file the browser accepts, if the build wrote one. */
async function encodedVariant(req: Request, file: string): Promise<{ name: string; file: string } | null> {
  const accepted = req.headers['accept-encoding'] ?? '';
  for (const encoding of ENCODINGS) {
    if (accepted.includes(encoding.name) && (await isFile(file + encoding.suffix))) return { name: encoding.name, file: file + encoding.suffix };
  }
  return null;
}

async function sendFile(req: Request, res: Response, file: string, cacheControl: string): Promise<void> {
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const encoded = await encodedVariant(req, file);
  if (encoded) {
    headers['Content-Encoding'] = encoded.name;
    // The type of the file itself, not of its .br/.gz wrapper.
    res.type(extname(file));
  }
  res.sendFile(encoded?.file ?? file, { cacheControl: false, dotfiles: 'deny', headers }, (error) => {
    // The file went away between the check and the send (a release replacing a folder).
    if (error && !res.headersSent) notFound(res);
  });
}

/**
 * Serves the built web platform from the API's own origin: the shell at `/`, the remotes at
 * `/remotes/`, `/remotes.json`, and index.html for client-side routes; anything else outside
 * /api is a JSON 404. Everything is looked up
 * on each request, so releasing a remote (new folder + new remotes.json) needs no restart.
 */
export function webStatic(webDist: string): RequestHandler {
  const shellDir = resolve(webDist, 'shell');
  const remotesDir = resolve(webDist, 'remotes');
  const shellIndex = resolve(shellDir, 'index.html');
  const remotesJson = resolve(webDist, 'remotes.json');

  const handle = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const path = req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    // Outside /api this middleware is the whole server: what it does not serve is a JSON 404.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !(await isFile(shellIndex))) return notFound(res);

    if (path === '/remotes.json') {
      return (await isFile(remotesJson)) ? sendFile(req, res, remotesJson, NO_CACHE) : notFound(res);
    }
    if (path === '/remotes' || path.startsWith('/remotes/')) {
      const file = fileInside(remotesDir, path.slice('/remotes'.length));
      return file && (await isFile(file)) ? sendFile(req, res, file, remoteCachePolicy(file)) : notFound(res);
    }
    if (path === '/') return sendFile(req, res, shellIndex, NO_CACHE);
    const file = fileInside(shellDir, path);
    if (file && (await isFile(file))) return sendFile(req, res, file, shellCachePolicy(file));
    // A client-side route (/orders/123) typed into the address bar: the shell's router takes it.
    // Scripts, images and fetches do not ask for text/html, so a missing asset stays a 404.
    if (req.headers.accept?.includes('text/html')) return sendFile(req, res, shellIndex, NO_CACHE);
    return notFound(res);
  };

  return (req, res, next) => {
    handle(req, res, next).catch((error: unknown) => {
      if (res.headersSent) return;
      res.status(500).json({ statusCode: 500, code: 'INTERNAL', message: formatErrorMessage('INTERNAL') });
      req.log?.error({ err: error }, 'web static serving failed');
    });
  };
}
