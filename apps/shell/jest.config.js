import { webJestConfig } from '../../libs/shell-sdk/build/jest-preset.mjs';

export default webJestConfig({ displayName: 'shell', rootDir: import.meta.dirname });
