// Native ESM Jest (MikroORM 7 is ESM-only); run with NODE_OPTIONS=--experimental-vm-modules.
import { availableParallelism } from 'node:os';

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
export default {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  // Every answer the API specs receive is held against the OpenAPI document.
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-conformance.setup.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@fixflow/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    '^@fixflow/contracts/phone$': '<rootDir>/../../libs/contracts/src/phone.ts',
    '^@fixflow/contracts/errors\\.(en|ru)$': '<rootDir>/../../libs/contracts/src/i18n/errors.$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  cacheDirectory: '<rootDir>/.jest-cache',
  // One PostgreSQL and one migrated template per run; each file copies the template.
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // tools/test.mjs adds every project's counts into one closing total.
  reporters: ['default', ['<rootDir>/../../tools/jest/results-reporter.js', { name: 'api' }]],
  // Each spec boots the whole app; give slow machines room.
  testTimeout: 60_000,
  // Specs mostly wait on PostgreSQL: two workers even on two cores (Jest's default there is one).
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
