/**
 * Jest for our React packages: jsdom, SWC, TypeScript sources of our libs
 * through the "source" export condition.
 */
export function webJestConfig({ displayName, rootDir, globals = {} }) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    globals,
    cacheDirectory: `${rootDir}/../../node_modules/.cache/jest/${displayName}`,
  };
}
