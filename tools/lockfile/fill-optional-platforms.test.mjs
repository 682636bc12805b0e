import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillLock, platformOf } from './fill-optional-platforms.mjs';

test('reads os, cpu and libc from platform package names', () => {
  assert.deepEqual(platformOf('@rspack/binding-darwin-arm64'), { cpu: ['arm64'], os: ['darwin'] });
  assert.deepEqual(platformOf('@swc/core-linux-arm-gnueabihf'), { cpu: ['arm'], os: ['linux'], libc: ['glibc'] });
  assert.deepEqual(platformOf('@unrs/resolver-binding-linux-riscv64-musl'), { cpu: ['riscv64'], os: ['linux'], libc: ['musl'] });
  assert.deepEqual(platformOf('@rspack/binding-wasm32-wasi'), { cpu: ['wasm32'] });
  assert.equal(platformOf('left-pad'), null);
});

test('package-lock.json lists every optional platform package, so a fresh `npm ci` accepts it', () => {
  const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8'));
  assert.deepEqual(fillLock(lock), [], 'run `npm run lockfile:platforms` after npm install');
});
