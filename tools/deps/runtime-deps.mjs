// What the built API imports when it runs: every bare import (static, re-export, dynamic with a
// literal) of apps/api/dist and of the workspace libraries it reaches (their dist), read with
// TypeScript's import pre-processor. The API image installs exactly these packages, at the root
// package.json's pinned versions (`node tools/deps/runtime-deps.mjs --image-package <dir>`
// writes that package.json), and runtime-deps.test.mjs checks each is a production dependency.
// Packages the API loads by name (no import to see) are listed in LOADED_BY_NAME.
import { builtinModules } from 'node:module';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import swc from '@swc/core';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILTIN = new Set(builtinModules);

/**
 * Packages loaded by name, which no import shows. `runtime: true`: the API needs it when it runs (the
 * image installs it, it must be a production dependency); `false`: a development-only option that is
 * off in the image, so it may stay a devDependency.
 */
export const LOADED_BY_NAME = [
  { package: '@nestjs/platform-express', runtime: true, why: "NestFactory.create() loads Nest's HTTP adapter by name (main.ts imports only its types)" },
  { package: 'pino-pretty', runtime: false, why: 'pino transport target in apps/api/src/logging/logging.module.ts, only with LOG_PRETTY=1 (development)' },
];

export const rootPackage = () => JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The monorepo's own packages: name → folder (relative to the root). */
export function workspacePackages() {
  const found = new Map();
  for (const group of ['apps', 'libs']) {
    for (const folder of readdirSync(path.join(ROOT, group))) {
      try {
        found.set(JSON.parse(readFileSync(path.join(ROOT, group, folder, 'package.json'), 'utf8')).name, `${group}/${folder}`);
      } catch {
        // not a package
      }
    }
  }
  return found;
}

const SWC_OPTIONS = (() => {
  const { $schema: _schema, ...options } = JSON.parse(readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));
  return { ...options, sourceMaps: false, swcrc: false };
})();

/**
 * The JavaScript of a workspace package as its build emits it: `dist` reads the built files; `src`
 * compiles the sources (not specs or tests) in memory with the build's SWC options, so a check needs
 * no build and sees exactly the imports SWC keeps (type-only ones are dropped).
 */
function emittedFiles(folder, from) {
  const base = path.join(ROOT, folder, from);
  const files = readdirSync(base, { recursive: true }).filter((file) => !file.split(path.sep).includes('node_modules'));
  if (from === 'dist') return files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(base, file), 'utf8'));
  return files
    .filter((file) => file.endsWith('.ts') && !/\.(spec|test|d)\.ts$/.test(file))
    .map((file) => swc.transformSync(readFileSync(path.join(base, file), 'utf8'), { ...SWC_OPTIONS, filename: path.join(base, file) }).code);
}

/**
 * Runtime imports of `folder` and, through them, of the workspace packages it uses, read from
 * their `dist` (what the image runs) or compiled from `src`. Returns
 * `{ external: Map<package, count of importing files>, workspaces: Set<folder> }`.
 */
export function runtimeImports(folder = 'apps/api', { from = 'dist' } = {}) {
  const workspaces = workspacePackages();
  const external = new Map();
  const reached = new Set([folder]);
  const queue = [folder];
  while (queue.length) {
    const current = queue.shift();
    for (const code of emittedFiles(current, from)) {
      const { importedFiles } = ts.preProcessFile(code, true, true);
      for (const name of new Set(importedFiles.map(({ fileName }) => fileName).filter(isPackage).map(packageName))) {
        const workspace = workspaces.get(name);
        if (!workspace) external.set(name, (external.get(name) ?? 0) + 1);
        else if (!reached.has(workspace)) {
          reached.add(workspace);
          queue.push(workspace);
        }
      }
    }
  }
  reached.delete(folder);
  return { external, workspaces: reached };
}

const isPackage = (specifier) => !(specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || BUILTIN.has(specifier));

/** The image's package.json: the API's runtime packages at the root's pinned versions, and its workspace libraries. */
export function imagePackage({ from = 'dist' } = {}) {
  const root = rootPackage();
  const { external, workspaces } = runtimeImports('apps/api', { from });
  const dependencies = {};
  const needed = [...external.keys(), ...LOADED_BY_NAME.filter((entry) => entry.runtime).map((entry) => entry.package)];
  for (const name of [...new Set(needed)].sort()) {
    const version = root.dependencies?.[name];
    if (!version) throw new Error(`apps/api needs ${name} at run time, but it is not in the root package.json's dependencies`);
    dependencies[name] = version;
  }
  return {
    name: 'fixflow-api-image',
    private: true,
    type: 'module',
    workspaces: [...workspaces].sort(),
    dependencies,
    ...(root.allowScripts ? { allowScripts: root.allowScripts } : {}),
    ...(root.overrides ? { overrides: root.overrides } : {}),
  };
}

if (import.meta.main) {
  const at = process.argv.indexOf('--image-package');
  if (at >= 0) {
    const dir = path.resolve(process.argv[at + 1]);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(imagePackage(), null, 2)}\n`);
    console.log(`wrote ${path.join(dir, 'package.json')}`);
  } else {
    const { external, workspaces } = runtimeImports();
    console.log(`apps/api/dist imports at run time: ${[...external.keys()].sort().join(', ')}; workspace libraries: ${[...workspaces].join(', ')}`);
  }
}
