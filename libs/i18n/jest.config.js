import { nodeJestConfig } from '../web-build/jest-preset.mjs';

/** Tested from the TypeScript sources (the "source" export condition), without a DOM. */
export default nodeJestConfig({ displayName: 'i18n', rootDir: import.meta.dirname });
