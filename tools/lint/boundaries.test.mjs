// Proves the module boundaries of ARCHITECTURE.md are enforced by `npm run lint`,
// not just written down: each forbidden import below must be reported, and each
// allowed one must pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: {} } });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'fixflow/boundaries');
}

const forbidden = [
  ['a remote imports another remote by package', 'apps/vendor/src/x.js', "import x from '@fixflow/admin';"],
  ['a remote imports another remote by path', 'apps/vendor/src/pages/x.js', "import x from '../../../technician/src/app.js';"],
  ['a remote imports the shell', 'apps/admin/src/x.js', "import x from '@fixflow/shell';"],
  ['the host imports a remote', 'apps/shell/src/x.js', "const m = import('../../vendor/src/app.js');"],
  ['the API imports web code', 'apps/api/src/x.js', "import { useShell } from '@fixflow/shell-sdk';"],
  ['the API imports react', 'apps/api/src/x.js', "import React from 'react';"],
  ['contracts imports another lib', 'libs/contracts/src/x.js', "import x from '@fixflow/ui';"],
  ['a lib imports an app', 'libs/ui/src/x.js', "import x from '../../../apps/shell/src/app.js';"],
  ['web code imports the ORM', 'apps/technician/src/x.js', "import { MikroORM } from '@mikro-orm/core';"],
  ['an API test imports tools/', 'apps/api/test/x.js', "import { freePort } from '../../../tools/bench/support/free-port.mjs';"],
  ['the API imports tools/', 'apps/api/src/database/x.js', "import x from '../../../../tools/start.mjs';"],
  ['web code imports the dev database', 'apps/shell/src/x.js', "import { freePort } from '@fixflow/dev-db/free-port';"],
];

for (const [name, file, code] of forbidden) {
  test(`lint refuses: ${name}`, async () => {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, `expected one boundary error for ${file}: ${code}`);
  });
}

const allowed = [
  ['a remote imports the shell-sdk', 'apps/vendor/src/x.js', "import { useShell } from '@fixflow/shell-sdk';"],
  ['a remote imports its own files', 'apps/vendor/src/pages/x.js', "import y from '../app.js';"],
  ['the API imports contracts', 'apps/api/src/x.js', "import { ROLES } from '@fixflow/contracts';"],
  ['a lib imports contracts', 'libs/ui/src/x.js', "import { ROLES } from '@fixflow/contracts';"],
  ['an API test imports the dev database lib', 'apps/api/test/x.js', "import { cloneTemplate } from '@fixflow/dev-db/test-template';"],
];

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'fixflow/boundaries');
}

test('lint refuses: browser code imports the build configuration (libs/web-build)', async () => {
  assert.equal((await restrictedImports('apps/vendor/src/x.js', "import { remoteConfig } from '@fixflow/web-build';")).length, 1);
  assert.equal((await restrictedImports('libs/shell-sdk/src/x.js', "import { SDK_VERSION } from '../../web-build/shared.mjs';")).length, 1);
});

test('lint allows: an app\'s rspack and Jest configuration import libs/web-build', async () => {
  assert.deepEqual(await restrictedImports('apps/vendor/rspack.config.mjs', "import { remoteConfig } from '@fixflow/web-build';"), []);
  assert.deepEqual(await restrictedImports('libs/ui/jest.config.js', "import { webJestConfig } from '../web-build/jest-preset.mjs';"), []);
});

for (const [name, file, code] of allowed) {
  test(`lint allows: ${name}`, async () => {
    assert.deepEqual(await boundaryErrors(file, code), []);
  });
}
