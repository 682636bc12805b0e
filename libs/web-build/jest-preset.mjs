import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

/** What every project's Jest shares: SWC, our libs' TypeScript sources, and the closing total of `npm test`. */
function baseConfig({ displayName, rootDir }) {
  return {
    displayName,
    rootDir,
    resolver: fileURLToPath(new URL('./jest-resolver.cjs', import.meta.url)),
    transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    // tools/test.mjs adds every project's counts into one closing total.
    reporters: ['default', [fileURLToPath(new URL('../../tools/jest/results-reporter.js', import.meta.url)), { name: displayName }]],
    cacheDirectory: `${rootDir}/../../node_modules/.cache/jest/${displayName}`,
  };
}

/** Jest for our libraries without a DOM (api-client, i18n). */
export function nodeJestConfig({ displayName, rootDir }) {
  return {
    ...baseConfig({ displayName, rootDir }),
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  };
}

/**
 * Jest for our React packages: jsdom, SWC, TypeScript sources of our libs
 * through the "source" export condition.
 */
export function webJestConfig({ displayName, rootDir, globals = {} }) {
  const base = baseConfig({ displayName, rootDir });
  return {
    ...base,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
    setupFiles: [fileURLToPath(new URL('./jest-setup.mjs', import.meta.url))],
    setupFilesAfterEnv: [fileURLToPath(new URL('./jest-after-env.mjs', import.meta.url))],
    // antd's first render in a file builds its CSS-in-JS cache: seconds on a busy two-core machine,
    // and a long interaction (order-list's bulk reassign: select, pick, confirm, read the refusals)
    // took past 20 s there while Nx ran two projects' Jest beside the API's (2026-11-27, a file 76 s).
    // A guard against a hang, as the API's 60 s: no test here asserts a duration.
    testTimeout: 60_000,
    // @ant-design/icons' CommonJS build requires @ant-design/colors/es/*, and libs/ui's light icons
    // read @ant-design/icons-svg/es/*: compile those two packages.
    transformIgnorePatterns: ['/node_modules/(?!@ant-design/(colors|icons-svg)/)'],
    moduleNameMapper: {
      ...base.moduleNameMapper,
      '\\.module\\.css$': fileURLToPath(new URL('./jest-css-module.cjs', import.meta.url)),
    },
    globals,
  };
}
