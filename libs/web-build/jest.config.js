import { nodeJestConfig } from './jest-preset.mjs';

export default nodeJestConfig({ displayName: 'web-build', rootDir: import.meta.dirname });
