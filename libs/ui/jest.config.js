import { webJestConfig } from '../web-build/jest-preset.mjs';

export default webJestConfig({ displayName: 'ui', rootDir: import.meta.dirname });
