import { webJestConfig } from '../web-build/jest-preset.mjs';

export default webJestConfig({ displayName: 'shell-sdk', rootDir: import.meta.dirname });
