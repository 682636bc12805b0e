import { hostContract } from '../../libs/web-build/host-contract.mjs';
import { webJestConfig } from '../../libs/web-build/jest-preset.mjs';

// The loader's copy of what the host shares, as the build compiles it in.
export default webJestConfig({ displayName: 'shell', rootDir: import.meta.dirname, globals: { __HOST_CONTRACT__: hostContract() } });
