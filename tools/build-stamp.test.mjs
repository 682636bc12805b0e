// The build-skip decision of `npm start`, on a small git tree of its own: a project with a source,
// a test file and a build output. Skipping is only ever right when nothing the build reads changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildDecision, buildOutputs, recordBuild } from './build-stamp.mjs';

function tree() {
  const root = mkdtempSync(join(tmpdir(), 'fixflow-build-stamp-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('package.json', '{"name":"t","workspaces":["apps/*"]}\n');
  write('package-lock.json', '{}\n');
  write('.gitignore', 'dist/\nnode_modules/\n');
  write('apps/api/package.json', JSON.stringify({ name: 'api', scripts: { build: 'swc' }, nx: { targets: { build: { outputs: ['{projectRoot}/dist'] } } } }));
  write('apps/api/src/main.ts', 'export const answer = 42;\n');
  write('apps/api/src/main.spec.ts', 'test("answer", () => {});\n');
  write('apps/e2e/package.json', '{"name":"e2e"}\n');
  write('apps/e2e/tests/home.spec.ts', '// e2e\n');
  const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'tree');
  /** What `nx run-many -t build` would leave: the output, then npm start's stamp. */
  const build = () => {
    const { inputs } = buildDecision(root, {});
    write('apps/api/dist/main.js', `export const answer = 42; // ${Date.now()}\n`);
    recordBuild(root, inputs);
  };
  return { root, write, build, decide: (env = {}) => buildDecision(root, env), [Symbol.dispose]: () => rmSync(root, { recursive: true, force: true }) };
}

test('the outputs are the projects with a build script, as their nx outputs say', () => {
  using t = tree();
  assert.deepEqual(buildOutputs(t.root), ['apps/api/dist']);
});

test('an unchanged tree after a build skips it; before any build it does not', () => {
  using t = tree();
  assert.deepEqual([t.decide().skip, t.decide().reason], [false, 'no earlier build by npm start']);
  t.build();
  assert.deepEqual([t.decide().skip, t.decide().reason], [true, 'sources and build outputs as at the last build']);
});

test('a changed source builds, and so does a new one; the same content again skips', () => {
  using t = tree();
  t.build();
  t.write('apps/api/src/main.ts', 'export const answer = 43;\n');
  assert.deepEqual([t.decide().skip, t.decide().reason], [false, 'sources changed since the last build']);
  t.write('apps/api/src/main.ts', 'export const answer = 42;\n');
  assert.equal(t.decide().skip, true, 'a touch that leaves the content as built changes nothing');
  t.write('apps/api/src/extra.ts', 'export {};\n');
  assert.equal(t.decide().skip, false, 'an untracked source is an input too');
});

test('the lock file and the build environment are inputs; tests and the e2e suite are not', () => {
  using t = tree();
  t.build();
  t.write('apps/api/src/main.spec.ts', 'test("another", () => {});\n');
  t.write('apps/e2e/tests/home.spec.ts', '// changed\n');
  assert.equal(t.decide().skip, true);
  assert.equal(t.decide({ REMOTE_VERSION: '2.0.0' }).skip, false);
  t.write('package-lock.json', '{"lockfileVersion":3}\n');
  assert.equal(t.decide().skip, false);
});

test('outputs rebuilt or removed since the stamp build again', () => {
  using t = tree();
  t.build();
  const output = join(t.root, 'apps/api/dist/main.js');
  utimesSync(output, new Date(), new Date(Date.now() + 5000));
  assert.deepEqual([t.decide().skip, t.decide().reason], [false, 'build outputs changed since the last build']);
  t.build();
  rmSync(join(t.root, 'apps/api/dist'), { recursive: true });
  assert.deepEqual([t.decide().skip, t.decide().reason], [false, 'build outputs missing']);
});

test('outside a git work tree there is no stamp: Nx decides', () => {
  const root = mkdtempSync(join(tmpdir(), 'fixflow-no-git-'));
  try {
    assert.deepEqual(buildDecision(root, {}), { skip: false, reason: 'not a git work tree', inputs: null });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
