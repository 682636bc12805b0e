import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KIT_PACKAGES, antdFolder, kitFile, readContract } from './shared-contract.mjs';

/**
 * The host/remote federation contract, in one place so the two sides can
 * never disagree: every library below exists once in the page.
 * `requiredVersion: false` because host and remotes are released apart and
 * must accept whatever copy the host already loaded ('loaded-first').
 * antd, react-router-dom, react-i18next and @ant-design/cssinjs are shared by the exports the
 * apps (or antd itself) use (shared-contract.mjs explains how, shared-contract.json lists them).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
  // One QueryClient in the page (the host's): a remote's own copy would not see its cache.
  '@tanstack/react-query',
  '@fixflow/shell-sdk',
];

const SDK_ROOT = fileURLToPath(new URL('../shell-sdk', import.meta.url));
const SDK_PACKAGE = JSON.parse(readFileSync(join(SDK_ROOT, 'package.json'), 'utf8'));
/** The SDK's one version (src/version.ts reads the same package.json). */
export const SDK_VERSION = SDK_PACKAGE.version;
const require = createRequire(import.meta.url);
const versionOf = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;

/** The shared key of each antd component the apps use: the module swc's transformImport imports it from. */
export function antdSharedKeys(contract = readContract()) {
  return contract.antd.map((name) => `antd/es/${antdFolder(name)}`);
}

export function sharedSingletons() {
  const singleton = { singleton: true, requiredVersion: false };
  const contract = readContract();
  const shared = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, singleton]));
  // An absolute `import` makes the host provide each listed component (lazily) whether or not it
  // uses it itself: the host's copy is then the one every remote gets, with the host's theme
  // (remoteConfig turns every `import` off: a remote consumes and carries no copy of its own).
  const antdVersion = versionOf('antd');
  for (const key of antdSharedKeys(contract)) shared[key] = { ...singleton, import: require.resolve(key), version: antdVersion };
  for (const [name, kit] of Object.entries(KIT_PACKAGES)) {
    shared[name] = { ...singleton, import: kitFile(name), version: versionOf(kit.versionOf) };
  }
  // The federation plugin resolves shared fallbacks without our "source" condition,
  // so point it at the SDK's TypeScript entry explicitly.
  shared['@fixflow/shell-sdk'] = {
    ...shared['@fixflow/shell-sdk'],
    import: join(SDK_ROOT, 'src', 'index.ts'),
    version: SDK_VERSION,
  };
  return shared;
}

/**
 * Where the kits find the real packages: a name no shared key matches, so the import
 * inside a kit is an ordinary, tree-shaken module rather than the shared one again.
 */
export function unsharedAliases() {
  const moduleEntry = (name) => {
    const root = dirname(require.resolve(`${name}/package.json`));
    return join(root, JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).module);
  };
  return {
    'fixflow-unshared/react-i18next$': moduleEntry('react-i18next'),
    'fixflow-unshared/@ant-design/cssinjs$': moduleEntry('@ant-design/cssinjs'),
  };
}

/** The one module each remote exposes (see RemoteApp in src/remote-app.ts). */
export const EXPOSED_MODULE = './app';
