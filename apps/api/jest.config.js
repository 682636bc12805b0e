// Native ESM Jest (MikroORM 7 is ESM-only); run with NODE_OPTIONS=--experimental-vm-modules.
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
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@fixflow/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  cacheDirectory: '<rootDir>/.jest-cache',
  // tools/test.mjs adds every project's counts into one closing total.
  reporters: ['default', ['<rootDir>/../../tools/jest/results-reporter.js', { name: 'api' }]],
  // Each spec boots PostgreSQL and the whole app; give slow machines room.
  testTimeout: 60_000,
};
