import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** `main.3f2a9c1b.js`, `vendor-0a1b2c3d4e5f.css`: a content hash of 8+ hex digits before the extension. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache policy of a file of the shell: hashed assets forever, everything else revalidated. */
export function shellCachePolicy(relativePath: string): string {
  return HASHED_NAME.test(basename(relativePath)) ? IMMUTABLE : NO_CACHE;
}

/**
 * Cache policy of a file under /remotes/<name>/<version>/: the version folder never changes,
 * except mf-manifest.json, which a browser must re-read to learn of a rebuilt remote.
 */
export function remoteCachePolicy(relativePath: string): string {
  return basename(relativePath) === 'mf-manifest.json' ? NO_CACHE : IMMUTABLE;
}
