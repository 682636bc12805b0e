// Whether `npm start` may skip the build: Nx takes seconds just to confirm that nothing changed, so
// the start remembers what it last built from and into, and runs Nx only when either differs.
//   inputs:  a hash of every source the build reads (git's index ids for unchanged files, a content
//            hash for modified and untracked ones), the lock file, the build configs, Node's version
//            and the environment variables the build reads;
//   outputs: the sizes and mtimes of every file in the projects' build outputs, so a build made
//            from other sources since (npx nx build …, a release) is never taken for this one.
// No git (a copy of the tree without .git): no stamp, Nx decides as before.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** What the build reads, as git pathspecs from the workspace root. */
const INPUT_PATHS = ['apps', 'libs', 'package.json', 'package-lock.json', 'nx.json', 'tsconfig.base.json', '.swcrc'];
/** Under INPUT_PATHS but never in a build's output: the e2e suite, tests, docs. */
const NOT_BUILT = [/^apps\/e2e\//, /^apps\/[^/]+\/test\//, /\.(spec|test)\.[cm]?[jt]sx?$/, /(^|\/)jest\.config\.[cm]?[jt]s$/, /\.md$/];
/** Environment variables the builds read (libs/web-build, apps/shell). */
const BUILD_ENV = /^(NODE_ENV|REMOTE_VERSION|FIXFLOW_[A-Z_]+)$/;

export const STAMP_FILE = 'node_modules/.cache/fixflow/start-build.json';

const isInput = (path) => !NOT_BUILT.some((pattern) => pattern.test(path));

function git(root, args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
}

const lines = (text) => text.split('\0').filter(Boolean);

function contentHash(path) {
  try {
    return createHash('sha1').update(readFileSync(path)).digest('hex');
  } catch {
    return 'missing';
  }
}

/** A hash of the build's inputs in `root`, or null when `root` is not a git work tree. */
export function inputsHash(root, env = process.env) {
  let staged;
  let changed;
  try {
    staged = lines(git(root, ['ls-files', '-z', '--stage', '--', ...INPUT_PATHS]));
    changed = lines(git(root, ['ls-files', '-z', '--modified', '--others', '--exclude-standard', '--', ...INPUT_PATHS]));
  } catch {
    return null;
  }
  const ids = new Map();
  for (const entry of staged) {
    const tab = entry.indexOf('\t');
    const path = entry.slice(tab + 1);
    if (isInput(path)) ids.set(path, entry.slice(0, tab));
  }
  for (const path of changed) if (isInput(path)) ids.set(path, `worktree ${contentHash(join(root, path))}`);
  const hash = createHash('sha256');
  for (const path of [...ids.keys()].sort()) hash.update(`${path}\0${ids.get(path)}\n`);
  hash.update(`node ${process.version}\n`);
  for (const name of Object.keys(env).filter((key) => BUILD_ENV.test(key)).sort()) hash.update(`${name}=${env[name]}\n`);
  return hash.digest('hex');
}

/** Each project's build outputs, from its package.json `nx.targets.build.outputs`. */
export function buildOutputs(root) {
  const outputs = [];
  for (const group of ['apps', 'libs']) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group))) {
      const projectRoot = `${group}/${name}`;
      let pkg;
      try {
        pkg = JSON.parse(readFileSync(join(root, projectRoot, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      if (!pkg.scripts?.build) continue;
      for (const output of pkg.nx?.targets?.build?.outputs ?? ['{projectRoot}/dist']) {
        outputs.push(output.replace('{projectRoot}', projectRoot).replace('{workspaceRoot}/', ''));
      }
    }
  }
  return outputs.sort();
}

/** Sizes and mtimes of every file under the outputs: any rebuild or deletion changes it. */
export function outputsFingerprint(root, outputs = buildOutputs(root)) {
  const hash = createHash('sha256');
  for (const output of outputs) {
    const dir = join(root, output);
    if (!existsSync(dir)) return null;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      hash.update(`${relative(root, path)}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Whether the outputs in `root` were built from its sources as they are now:
 * `{ skip, reason, inputs }` (`inputs`: hand it to recordBuild after the build).
 */
export function buildDecision(root, env = process.env) {
  const inputs = inputsHash(root, env);
  if (!inputs) return { skip: false, reason: 'not a git work tree', inputs };
  const stamp = readStamp(root);
  if (!stamp) return { skip: false, reason: 'no earlier build by npm start', inputs };
  if (stamp.inputs !== inputs) return { skip: false, reason: 'sources changed since the last build', inputs };
  const outputs = outputsFingerprint(root);
  if (!outputs) return { skip: false, reason: 'build outputs missing', inputs };
  if (stamp.outputs !== outputs) return { skip: false, reason: 'build outputs changed since the last build', inputs };
  return { skip: true, reason: 'sources and build outputs as at the last build', inputs };
}

/** After a successful build: the inputs it started from (hashed before it) and its outputs now. */
export function recordBuild(root, inputs) {
  if (!inputs) return;
  const outputs = outputsFingerprint(root);
  if (!outputs) return;
  const file = join(root, STAMP_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ inputs, outputs, at: new Date().toISOString() }, null, 2)}\n`);
}
