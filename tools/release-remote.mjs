#!/usr/bin/env node
// Releases ONE remote without touching the shell:
//   npm run release:remote -- vendor [--version X]   build into dist/remotes/vendor/<X>/ and point remotes.json at it
//   npm run release:remote -- vendor --rollback      point back to the version before the current one
//   npm run release:remote -- vendor --to <version>  point at an already released version
//   npm run release:remote -- vendor --list          show released versions and the live one
// A version folder is immutable: the script refuses to build into an existing one.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '../libs/contracts/src/remotes.ts';
import {
  DIST_ROOT,
  HISTORY_FILE,
  HOST_CONTRACT_FILE,
  HOST_REQUIREMENTS_FILE,
  WORKSPACE_ROOT,
  pointRemote,
  readJson,
  versionFromUrl,
} from '../libs/web-build/index.mjs';
import { checkRemoteRequirements, describeIncompatibility, isRemoteRequirements } from '../libs/shell-sdk/src/compatibility.ts';

const USAGE = 'usage: release-remote <vendor|technician|admin> [--version X | --rollback | --to X | --list]';
/** What a remote's bundle is made of: its hash names the default version. */
const SOURCE_ROOTS = ['libs/shell-sdk/src', 'libs/ui/src', 'libs/i18n/src', 'libs/api-client/src', 'libs/contracts/src', 'package-lock.json'];

function fail(message) {
  console.error(`release-remote: ${message}`);
  process.exit(1);
}

async function listFiles(path) {
  const info = await stat(path).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(
    entries.filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist').map((entry) => listFiles(join(path, entry.name))),
  );
  return nested.flat().sort();
}

async function sourceHash(name) {
  const hash = createHash('sha256');
  const roots = [`apps/${name}/src`, `apps/${name}/package.json`, ...SOURCE_ROOTS].map((root) => join(WORKSPACE_ROOT, root));
  for (const file of (await Promise.all(roots.map(listFiles))).flat()) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(relative(WORKSPACE_ROOT, file)).update('\0').update(await readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

function versionDir(name, version) {
  return join(DIST_ROOT, 'remotes', name, version);
}

function isReleased(name, version) {
  return existsSync(join(versionDir(name, version), 'mf-manifest.json'));
}

async function liveVersion(name) {
  const manifest = await readJson(join(DIST_ROOT, 'remotes.json'), {});
  return versionFromUrl(manifest[name]);
}

function build(name, version) {
  const rspack = join(WORKSPACE_ROOT, 'node_modules', '.bin', 'rspack');
  return new Promise((resolve, reject) => {
    const child = spawn(rspack, ['build'], {
      cwd: join(WORKSPACE_ROOT, 'apps', name),
      // FIXFLOW_RELEASE: the build must not move the pointer; this script does, after checking.
      env: { ...process.env, REMOTE_VERSION: version, FIXFLOW_RELEASE: '1', NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rspack build exited with ${code}`))));
  });
}

/**
 * The deployed host must be able to run what remotes.json is about to point at: the SDK version the
 * remote was built against and the shared exports it uses, against what the host's build published.
 * Answers why not, or null.
 */
async function refusal(name, version) {
  const host = await readJson(join(DIST_ROOT, 'shell', HOST_CONTRACT_FILE), null);
  if (!host) return `dist/shell/${HOST_CONTRACT_FILE} is missing: build the shell first (it says what a remote may use)`;
  const requirements = await readJson(join(versionDir(name, version), HOST_REQUIREMENTS_FILE), null);
  if (!isRemoteRequirements(requirements)) return `${name} ${version} has no ${HOST_REQUIREMENTS_FILE} (built before remotes recorded what they need): release it again`;
  const incompatibility = checkRemoteRequirements(requirements, host);
  return incompatibility ? `${name} ${version} cannot run on the deployed host: ${describeIncompatibility(incompatibility)}` : null;
}

async function release(name, requested) {
  const pkg = JSON.parse(await readFile(join(WORKSPACE_ROOT, 'apps', name, 'package.json'), 'utf8'));
  const version = requested ?? `${pkg.version}-${await sourceHash(name)}`;
  if (!/^[0-9A-Za-z][0-9A-Za-z._+-]*$/.test(version)) fail(`invalid version "${version}"`);
  if (existsSync(versionDir(name, version))) {
    fail(`dist/remotes/${name}/${version} already exists; versions are immutable (use --to ${version} to point at it)`);
  }
  await build(name, version);
  if (!isReleased(name, version)) fail(`the build did not produce dist/remotes/${name}/${version}/mf-manifest.json`);
  const refused = await refusal(name, version);
  if (refused) {
    // Never live: removed, so the same sources can be released once the host shares what they need.
    await rm(versionDir(name, version), { recursive: true, force: true });
    fail(`${refused}; nothing released`);
  }
  const previous = versionFromUrl(await pointRemote(DIST_ROOT, name, version, 'release'));
  console.log(`released ${name} ${version} (was ${previous ?? 'none'})`);
}

async function pointAt(name, version, action) {
  if (!isReleased(name, version)) fail(`${name} ${version} is not released (no dist/remotes/${name}/${version}/mf-manifest.json)`);
  const refused = await refusal(name, version);
  if (refused) fail(`${refused}; remotes.json not changed`);
  const previous = versionFromUrl(await pointRemote(DIST_ROOT, name, version, action));
  console.log(`${name} now ${version} (was ${previous ?? 'none'})`);
}

/** The version the live one replaced when it was released or built. */
async function previousVersion(name) {
  const current = await liveVersion(name);
  if (!current) fail(`${name} is not in dist/remotes.json`);
  const history = await readJson(join(DIST_ROOT, HISTORY_FILE), []);
  const arrival = history.findLast((entry) => entry.remote === name && entry.to === current && entry.action !== 'rollback' && entry.from);
  if (!arrival) fail(`no earlier ${name} version recorded in dist/${HISTORY_FILE}; use --to <version>`);
  return arrival.from;
}

async function list(name) {
  const current = await liveVersion(name);
  const folders = await readdir(join(DIST_ROOT, 'remotes', name)).catch(() => []);
  for (const version of folders.sort()) console.log(`${version === current ? '*' : ' '} ${version}`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string' }, rollback: { type: 'boolean' }, to: { type: 'string' }, list: { type: 'boolean' } },
  });
  const [name] = positionals;
  if (!REMOTE_NAMES.includes(name) || positionals.length !== 1) fail(USAGE);
  const modes = [values.version !== undefined, values.rollback, values.to !== undefined, values.list].filter(Boolean);
  if (modes.length > 1) fail(USAGE);

  if (values.list) return list(name);
  if (values.rollback) return pointAt(name, await previousVersion(name), 'rollback');
  if (values.to !== undefined) return pointAt(name, values.to, 'rollback');
  return release(name, values.version);
}

main().catch((error) => fail(error.message));
