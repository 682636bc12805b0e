import sdkPackage from '../package.json' with { type: 'json' };

/**
 * The package's version, the one source: the build records it in each remote's
 * host-requirements.json and in the host's host-contract.json. Bumped on any change a remote can
 * notice (src/public-api.test.ts fails when the exports change without one). Major: a remote
 * built against another major is refused; minor: additions, so a remote built against a newer
 * minor than the host's is refused too (it may use what the host lacks).
 */
export const SHELL_SDK_VERSION: string = sdkPackage.version;
