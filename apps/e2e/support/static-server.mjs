// A stand-in for `npm start` when only the web apps are wanted (E2E_SERVER=static):
// the same URL layout — /remotes.json (no-cache), /remotes/**, the shell with SPA
// fallback — and a JSON 404 for /api. Test tooling, not the product server. Run as a script it
// serves; imported (tools/bench/sw-install.mjs) it lends its types and caching.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { isContentHashed } from '../../shell/service-worker/caching-rules.ts';

const DIST = process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', '..', 'dist');
const PORT = Number(process.env.PORT ?? 4310);
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
/** Cache-Control of a shell file: content-hashed names are immutable; the service worker, the manifest and the icons are revalidated. */
export const shellCacheControl = (path) => (isContentHashed(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

async function file(path) {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

function send(res, status, body, type, cache = 'no-cache') {
  res.writeHead(status, { 'content-type': type, 'cache-control': cache });
  res.end(body);
}

if (import.meta.main) createServer(async (req, res) => {
  const { pathname } = new URL(req.url, 'http://localhost');
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  if (safe.startsWith('/api/')) {
    return send(res, 404, JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }), TYPES['.json']);
  }
  if (safe === '/remotes.json') {
    const body = await file(join(DIST, 'remotes.json'));
    return body ? send(res, 200, body, TYPES['.json'], 'no-store') : send(res, 404, '{}', TYPES['.json']);
  }
  if (safe.startsWith('/remotes/')) {
    const body = await file(join(DIST, safe));
    return body ? send(res, 200, body, TYPES[extname(safe)] ?? 'application/octet-stream', 'public, max-age=31536000, immutable') : send(res, 404, 'Not found', 'text/plain');
  }
  const asset = await file(join(DIST, 'shell', safe));
  if (asset && safe !== '/') {
    return send(res, 200, asset, TYPES[extname(safe)] ?? 'application/octet-stream', shellCacheControl(safe));
  }
  if (extname(safe) && extname(safe) !== '.html') return send(res, 404, 'Not found', 'text/plain');
  const index = await file(join(DIST, 'shell', 'index.html'));
  return index ? send(res, 200, index, TYPES['.html']) : send(res, 503, 'Build the shell first', 'text/plain');
}).listen(PORT, () => console.log(`static web server on http://localhost:${PORT}`));
