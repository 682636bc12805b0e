import { webJestConfig } from '../shell-sdk/build/jest-preset.mjs';

export default webJestConfig({ displayName: 'ui', rootDir: import.meta.dirname });
