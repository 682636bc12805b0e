// Lighthouse and puppeteer-core are only for the browser benchmarks (first-load-lighthouse.mjs,
// board-render.mjs), so they are not root devDependencies that every `npm ci` installs (they were
// 115 packages and ~77 MB of node_modules): they live in this folder's own package.json and
// lockfile, pinned, and the first bench run installs them here with `npm ci`. The bench drives the
// system Chromium (`executablePath`), so no browser is downloaded.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const HERE = import.meta.dirname;
const pinned = JSON.parse(readFileSync(path.join(HERE, 'package.json'), 'utf8')).dependencies;

/** True when every pinned package is installed here at its pinned version. */
function installed() {
  return Object.entries(pinned).every(([name, version]) => {
    const file = path.join(HERE, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === version;
  });
}

/** Installs this folder's lockfile when a pinned package is missing or at another version. */
export function ensureInstalled() {
  if (installed()) return;
  console.error(`Installing the browser benchmarks' packages (${Object.entries(pinned).map(([n, v]) => `${n}@${v}`).join(', ')}) into ${path.relative(process.cwd(), HERE) || '.'} …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: HERE, stdio: 'inherit' });
}

/** puppeteer-core, installed on first use. */
export async function loadPuppeteer() {
  ensureInstalled();
  return (await import('puppeteer-core')).default;
}

/** Lighthouse's Node API, installed on first use. */
export async function loadLighthouse() {
  ensureInstalled();
  return (await import('lighthouse')).default;
}
