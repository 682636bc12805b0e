import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The host/remote federation contract, in one place so the two sides can
 * never disagree: every library below exists once in the page.
 * `requiredVersion: false` because host and remotes are released apart and
 * must accept whatever copy the host already loaded ('loaded-first').
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  'i18next',
  'react-i18next',
  '@fixflow/shell-sdk',
];

const SDK_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SDK_PACKAGE = JSON.parse(readFileSync(join(SDK_ROOT, 'package.json'), 'utf8'));

export function sharedSingletons() {
  const shared = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false }]));
  // The federation plugin resolves shared fallbacks without our "source" condition,
  // so point it at the SDK's TypeScript entry explicitly.
  shared['@fixflow/shell-sdk'] = {
    ...shared['@fixflow/shell-sdk'],
    import: join(SDK_ROOT, 'src', 'index.ts'),
    version: SDK_PACKAGE.version,
  };
  return shared;
}

/** The one module each remote exposes (see RemoteApp in src/remote-app.ts). */
export const EXPOSED_MODULE = './app';
