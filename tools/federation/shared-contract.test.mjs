// The shared-exports contract (libs/web-build/shared-contract.json) must list every export
// of antd, react-router-dom and react-i18next that any app uses: a missing one would be absent
// from the host's copy, and a remote that needs it would break inside the host.
// Regenerate with: node libs/web-build/shared-contract.mjs --write
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  KIT_PACKAGES,
  SCANNED_PACKAGES,
  antdFolder,
  currentContract,
  kitFile,
  readContract,
  renderKit,
  scanSources,
} from '../../libs/web-build/shared-contract.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const REGENERATE = 'run: node libs/web-build/shared-contract.mjs --write';

test('the sources import these packages only in ways the contract can describe', () => {
  assert.deepEqual(currentContract().problems, []);
});

for (const packageName of SCANNED_PACKAGES) {
  test(`every ${packageName} export the apps use is in the contract`, () => {
    const listed = new Set(readContract()[packageName]);
    const missing = currentContract().contract[packageName].filter((name) => !listed.has(name));
    assert.deepEqual(missing, [], `${packageName} exports used but not shared (${REGENERATE})`);
  });
}

for (const packageName of Object.keys(KIT_PACKAGES)) {
  test(`the ${packageName} kit re-exports exactly the contract's list`, () => {
    assert.equal(readFileSync(kitFile(packageName), 'utf8'), renderKit(packageName, readContract()[packageName]), REGENERATE);
  });
}

test('each antd export of the contract is a component folder of the installed antd', () => {
  const antdRoot = path.dirname(require.resolve('antd/package.json', { paths: [root] }));
  const absent = readContract().antd.filter((name) => !existsSync(path.join(antdRoot, 'es', antdFolder(name), 'index.js')));
  assert.deepEqual(absent, []);
});

test('the scanner finds the exports a remote would use, and refuses what it cannot share', () => {
  const file = path.join(root, 'node_modules/.cache/shared-contract-fixture.tsx');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    [
      "import { Card, type CardProps, Table as DataTable } from 'antd';",
      "import type { FormRule } from 'antd';",
      "import type { ColumnsType } from 'antd/es/table';",
      "import { Link } from 'react-router-dom';",
      "import { Outlet } from 'react-router';",
      "import Button from 'antd/es/button';",
      "import * as antd from 'antd';",
    ].join('\n'),
  );
  try {
    const { used, problems } = scanSources([file]);
    assert.deepEqual([...used.antd].sort(), ['Card', 'Table']);
    assert.deepEqual([...used['react-router-dom']], ['Link']);
    assert.equal(problems.length, 3, problems.join('\n'));
  } finally {
    rmSync(file, { force: true });
  }
});

test("@ant-design/cssinjs's names are read from the installed antd, which is what imports it", () => {
  const { contract } = currentContract();
  // Every antd component's style registers through these two; none of our sources imports cssinjs.
  for (const name of ['useStyleRegister', 'unit']) assert.ok(contract['@ant-design/cssinjs'].includes(name), name);
  assert.deepEqual(scanSources().used['@ant-design/cssinjs'], new Set());
});
