// The tooltip stub keeps @rc-component/trigger out of every first paint: antd's ConfigProvider
// imports '../tooltip/UniqueProvider', and a NormalModuleReplacementPlugin in the build swaps it
// for stubs/antd-tooltip-unique-provider.mjs. It matches antd's file layout by a regex, so an antd
// upgrade that moves or renames the file would undo it without a word: this builds an app that
// draws ConfigProvider, with the host's and a remote's real configuration, and checks what
// ConfigProvider got. (The production chunks and preloads are checked on the real build by
// apps/e2e/tests/first-load.spec.ts.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dist = await mkdtemp(join(tmpdir(), 'fixflow-first-load-machinery-'));
// Read when the build helpers load: the fixture builds into this scratch dist, never the real one.
process.env.FIXFLOW_DIST_DIR = dist;
process.env.REMOTE_VERSION = '0.0.1-config-provider';
const { hostConfig, remoteConfig } = await import('../../libs/web-build/index.mjs');
const { rspack } = await import('@rspack/core');

const projectDir = join(import.meta.dirname, 'fixtures/config-provider-app');
const CONFIG_PROVIDER = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const STUB = /[\\/]stubs[\\/]antd-tooltip-unique-provider\.mjs$/;
const REAL_UNIQUE_PROVIDER = /[\\/]antd[\\/]es[\\/]tooltip[\\/]UniqueProvider[\\/]index\.js$/;

test.after(() => rm(dist, { recursive: true, force: true }));

/** Every module of a development build (same plugins and sharing, nothing minified) with who imports it. */
function modulesOf(config) {
  return new Promise((resolve, reject) => {
    rspack({ ...config, devServer: undefined }, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats.toJson({ all: false, modules: true, reasons: true }).modules);
    });
  });
}

/** The modules ConfigProvider's index imports. */
function importedByConfigProvider(modules) {
  return modules.filter((module) => (module.reasons ?? []).some((reason) => CONFIG_PROVIDER.test(reason.moduleIdentifier ?? '')));
}

test("host: ConfigProvider imports the tooltip stub, not antd's UniqueProvider (and with it trigger)", { timeout: 180_000 }, async () => {
  const modules = await modulesOf(hostConfig({ projectDir, env: { RSPACK_SERVE: true } }));
  const imported = importedByConfigProvider(modules).map((module) => module.identifier);
  assert.ok(imported.length > 0, `the build bundled no antd/es/config-provider/index.js: has antd moved it? ${modules.length} modules`);
  assert.ok(
    imported.some((id) => STUB.test(id)),
    'ConfigProvider does not import stubs/antd-tooltip-unique-provider.mjs: the NormalModuleReplacementPlugin in rspack.mjs no longer matches antd (compare its regexes with node_modules/antd/es/config-provider/index.js)',
  );
  assert.deepEqual(imported.filter((id) => REAL_UNIQUE_PROVIDER.test(id)), [], "ConfigProvider still imports antd's tooltip/UniqueProvider");
});

// A remote consumes what the host shares without a copy of its own (remoteConfig: `import: false`),
// so its ConfigProvider is the host's, stub included, and no remote file carries antd's.
test("remote: draws the host's ConfigProvider, bundling none of its own", { timeout: 180_000 }, async () => {
  const modules = await modulesOf(remoteConfig({ projectDir, name: 'vendor', env: { RSPACK_SERVE: true } }));
  const names = modules.map((module) => module.identifier ?? '');
  assert.ok(
    names.some((id) => /^consume shared module .*antd\/es\/config-provider@/.test(id)),
    `the remote does not consume antd/es/config-provider from the host: ${names.filter((id) => id.startsWith('consume')).join(', ')}`,
  );
  assert.deepEqual(
    names.filter((id) => CONFIG_PROVIDER.test(id) || REAL_UNIQUE_PROVIDER.test(id)),
    [],
    'the remote bundled antd itself: its shared modules have a fallback again (remoteConfig in rspack.mjs)',
  );
});
