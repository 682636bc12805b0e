import { webJestConfig } from '../../libs/web-build/jest-preset.mjs';

export default webJestConfig({
  displayName: 'admin',
  rootDir: import.meta.dirname,
  globals: { __REMOTE_VERSION__: '0.0.0-test' },
});
