import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
export const DIST = join(REPO_ROOT, 'dist');

/** sha256 of every file under a folder, keyed by relative path. */
export async function hashTree(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const hashes: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const path = join(entry.parentPath, entry.name);
    hashes[relative(root, path)] = createHash('sha256').update(await readFile(path)).digest('hex');
  }
  return hashes;
}

export async function readRemotesJson(dist = DIST): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(dist, 'remotes.json'), 'utf8')) as Record<string, string>;
}

/** Runs tools/release-remote.mjs on `dist` with the Node running the tests (24, via npm's PATH). */
export async function releaseRemote(dist: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'tools', 'release-remote.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, FIXFLOW_DIST_DIR: dist },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}
