import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `dist/remotes.json` maps each remote to the manifest URL of its live version. */
export function manifestUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** Reads a version back out of a manifest URL written by manifestUrl. */
export function versionFromUrl(url) {
  const match = /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url ?? '');
  return match ? decodeURIComponent(match[1]) : undefined;
}

export async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
}

/** Temp file + rename: the server reads the file per request and must never see half of it. */
export async function writeJsonAtomic(file, value) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temp, file);
}

const LOCK_STALE_MS = 30_000;

/**
 * Remotes build in parallel and each updates its own line of the same file:
 * a lock directory (mkdir is atomic) keeps one read-modify-write from
 * losing another's line.
 */
export async function withDistLock(distRoot, task) {
  await mkdir(distRoot, { recursive: true });
  const lock = join(distRoot, '.remotes.lock');
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else if (attempt > 600) throw new Error(`Timed out waiting for ${lock}`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** The log of every pointer move, newest last: what --rollback reads. */
export const HISTORY_FILE = 'remotes.history.json';

/**
 * Points one remote at one version and logs the move. Answers the URL it
 * pointed at before. `action` says who moved it: build, release, rollback.
 */
export async function pointRemote(distRoot, name, version, action = 'build') {
  return withDistLock(distRoot, async () => {
    const file = join(distRoot, 'remotes.json');
    const manifest = await readJson(file, {});
    const previous = manifest[name];
    manifest[name] = manifestUrl(name, version);
    await writeJsonAtomic(file, manifest);
    const from = versionFromUrl(previous);
    if (from !== version) {
      const historyFile = join(distRoot, HISTORY_FILE);
      const history = await readJson(historyFile, []);
      history.push({ remote: name, from: from ?? null, to: version, action, at: new Date().toISOString() });
      await writeJsonAtomic(historyFile, history);
    }
    return previous;
  });
}

/**
 * What a plain build does: point the remote at the version just built only
 * when remotes.json has no working pointer for it. A release made with the
 * release script therefore survives later builds and restarts of `npm start`.
 */
export async function pointRemoteIfUnset(distRoot, name, version) {
  const manifest = await readJson(join(distRoot, 'remotes.json'), {});
  const live = versionFromUrl(manifest[name]);
  const liveExists = live && (await stat(join(distRoot, 'remotes', name, live, 'mf-manifest.json')).catch(() => null));
  if (liveExists) return manifest[name];
  return pointRemote(distRoot, name, version, 'build');
}
