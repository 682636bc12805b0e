import type { HostContract } from '@fixflow/shell-sdk';

declare const __HOST_CONTRACT__: HostContract;

/**
 * What this host's build shares, compiled in (libs/web-build/host-contract.mjs); the same
 * object is written to dist/shell/host-contract.json, which `npm run release:remote` reads.
 */
export const HOST_CONTRACT: HostContract = __HOST_CONTRACT__;
