// The API image installs only the API's production dependencies (tools/docker/api.Dockerfile,
// `npm install --omit=dev` of the package.json tools/deps/runtime-deps.mjs writes). These checks make
// sure that is enough: whatever the built API imports at run time is a production dependency of the
// root package.json and of the lockfile, and the image carries the workspace libraries it imports.
// The API's JavaScript is compiled from its sources in memory with the build's SWC options, so no
// build is needed and type-only imports do not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LOADED_BY_NAME, ROOT, imagePackage, rootPackage, runtimeImports } from './runtime-deps.mjs';

const root = rootPackage();
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
const { external, workspaces } = runtimeImports('apps/api', { from: 'src' });
const runtime = [...external.keys(), ...LOADED_BY_NAME.filter((entry) => entry.runtime).map((entry) => entry.package)].sort();

test('the API imports its framework, ORM and driver at run time (the scan sees imports)', () => {
  for (const name of ['@nestjs/core', '@mikro-orm/postgresql', 'pg', 'argon2']) assert.ok(external.has(name), name);
  assert.deepEqual([...workspaces], ['libs/contracts']);
});

test("every package the API needs at run time is in the root package.json's dependencies, not devDependencies", () => {
  const dev = runtime.filter((name) => root.devDependencies?.[name]);
  const undeclared = runtime.filter((name) => !root.dependencies?.[name] && !root.devDependencies?.[name]);
  assert.deepEqual(dev, [], 'move these to dependencies: the image omits devDependencies');
  assert.deepEqual(undeclared, [], 'declare these in dependencies: the API imports them but only gets them through another package');
});

test('npm ci --omit=dev installs each of them (the lockfile does not mark them dev)', () => {
  const missing = runtime.filter((name) => {
    const entry = lock.packages[`node_modules/${name}`];
    return !entry || entry.dev || entry.devOptional;
  });
  assert.deepEqual(missing, []);
});

test('a package loaded by name is still named in the API sources, so the list stays true', () => {
  const sources = readdirSync(path.join(ROOT, 'apps/api/src'), { recursive: true })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => readFileSync(path.join(ROOT, 'apps/api/src', file), 'utf8'))
    .join('\n');
  for (const entry of LOADED_BY_NAME) assert.ok(sources.includes(`'${entry.package}'`), `${entry.package} is no longer named in apps/api/src: drop it from LOADED_BY_NAME`);
});

test("the image's package.json holds exactly those packages at the root's pinned versions", () => {
  const image = imagePackage({ from: 'src' });
  assert.deepEqual(Object.keys(image.dependencies), runtime);
  for (const [name, version] of Object.entries(image.dependencies)) assert.equal(version, root.dependencies[name], name);
  assert.deepEqual(image.workspaces, ['libs/contracts']);
  assert.deepEqual(image.allowScripts, root.allowScripts);
});

test('the Dockerfile installs without dev dependencies and copies every workspace library the API imports', () => {
  const dockerfile = readFileSync(path.join(ROOT, 'tools/docker/api.Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const [, deps, final] = stages;
  assert.match(deps, /runtime-deps\.mjs --image-package|COPY --from=build \/image\/package\.json/);
  assert.match(deps, /npm install --omit=dev/);
  assert.doesNotMatch(final, /npm (ci|install)/, 'the runtime stage installs nothing: it copies the pruned node_modules');
  assert.match(final, /COPY --from=deps \/app\/node_modules/);
  for (const workspace of workspaces) assert.match(final, new RegExp(`COPY --from=build /app/${workspace}/dist`), workspace);
});
