/**
 * The rules shared by the API and the web, tested where they live. Self-contained on purpose:
 * libs/contracts is the bottom of the graph, so its config borrows nothing from the other libs.
 */
export default {
  displayName: 'contracts',
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // tools/test.mjs adds every project's counts into one closing total.
  reporters: ['default', [`${import.meta.dirname}/../../tools/jest/results-reporter.js`, { name: 'contracts' }]],
  cacheDirectory: `${import.meta.dirname}/../../node_modules/.cache/jest/contracts`,
};
