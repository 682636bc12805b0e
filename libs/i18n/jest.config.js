/** Libraries are tested from their TypeScript sources (the "source" export condition). */
export default {
  displayName: 'i18n',
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  resolver: '<rootDir>/../shell-sdk/build/jest-resolver.cjs',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  cacheDirectory: '<rootDir>/../../node_modules/.cache/jest/i18n',
};
