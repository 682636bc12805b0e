/** How long a chunk that did not arrive waits before it is asked for once more. */
export const RETRY_IMPORT_MS = 1500;

/**
 * A lazy chunk's `import()`, asked for once more when it fails: a chunk lost to a dropped
 * connection (a ChunkLoadError) loads on the second try, since the bundler's runtime forgets a
 * failed chunk and writes a new script for it. A second failure is the caller's, as before.
 */
export function retryOnce<T>(load: () => Promise<T>, ms = RETRY_IMPORT_MS): () => Promise<T> {
  return () => load().catch(() => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), ms)));
}
