// A remote is built from a tree that uses one antd component the host does not share (fixtures/
// date-picker-remote): its build records that need (host-requirements.json), the loader's check
// refuses it against what the host publishes, and `npm run release:remote` will not point
// remotes.json at it, naming what is missing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const dist = await mkdtemp(join(tmpdir(), 'fixflow-remote-requirements-'));
// Read when the build helpers load: the fixture builds into this scratch dist, never the real one.
process.env.FIXFLOW_DIST_DIR = dist;
process.env.REMOTE_VERSION = '0.0.1-date-picker';
const { remoteConfig, hostContract, HOST_CONTRACT_FILE, HOST_REQUIREMENTS_FILE, pointRemote } = await import('../../libs/web-build/index.mjs');
const { checkRemoteRequirements } = await import('../../libs/shell-sdk/src/compatibility.ts');
const SDK_VERSION = JSON.parse(await readFile(join(root, 'libs/shell-sdk/package.json'), 'utf8')).version;
const { rspack } = await import('@rspack/core');

const remoteDir = join(dist, 'remotes', 'vendor', process.env.REMOTE_VERSION);

function build(config) {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

test.after(() => rm(dist, { recursive: true, force: true }));

test('a remote using an antd component the host lacks is refused by the loader and by the release', { timeout: 180_000 }, async () => {
  // Development mode: the same plugins and sharing, without minifying every shared antd component.
  const config = remoteConfig({ projectDir: join(import.meta.dirname, 'fixtures/date-picker-remote'), name: 'vendor', env: { RSPACK_SERVE: true } });
  await build({ ...config, devServer: undefined });

  const requirements = JSON.parse(await readFile(join(remoteDir, HOST_REQUIREMENTS_FILE), 'utf8'));
  assert.equal(requirements.sdkVersion, SDK_VERSION);
  assert.deepEqual(requirements.shared.antd, ['DatePicker']);

  // What the host's build publishes (HostContractPlugin writes this object into dist/shell).
  const host = hostContract();
  assert.ok(!host.shared.antd.includes('DatePicker'), 'the fixture must use a component the host does not share');
  assert.deepEqual(checkRemoteRequirements(requirements, host), { kind: 'shared', missing: [{ package: 'antd', name: 'DatePicker' }] });

  await mkdir(join(dist, 'shell'), { recursive: true });
  await writeFile(join(dist, 'shell', HOST_CONTRACT_FILE), JSON.stringify(host));
  await mkdir(join(dist, 'remotes/vendor/0.1.0'), { recursive: true });
  await writeFile(join(dist, 'remotes/vendor/0.1.0/mf-manifest.json'), '{}');
  await pointRemote(dist, 'vendor', '0.1.0');
  const before = await readFile(join(dist, 'remotes.json'), 'utf8');

  const release = spawnSync(process.execPath, [join(root, 'tools/release-remote.mjs'), 'vendor', '--to', process.env.REMOTE_VERSION], {
    env: { ...process.env, FIXFLOW_DIST_DIR: dist },
    encoding: 'utf8',
  });
  assert.equal(release.status, 1, release.stdout + release.stderr);
  assert.match(release.stderr, /vendor 0\.0\.1-date-picker cannot run on the deployed host: .*DatePicker \(antd\)/);
  assert.equal(await readFile(join(dist, 'remotes.json'), 'utf8'), before, 'remotes.json must not move');
});
