// The host publishes what it shares; each remote's build records what it needs from the host: the
// SDK version it was built against and the shared exports its own code imports. The loader and
// `npm run release:remote` compare the two (src/compatibility.ts) and refuse a remote that needs
// more, instead of letting it crash on a missing export or render without the host's theme.
import { rspack } from '@rspack/core';
import { HOST_REQUIREMENTS_FILE } from '../shell-sdk/src/compatibility.ts';
import { SDK_VERSION } from './shared.mjs';
import { SCANNED_PACKAGES, readContract, scanSources } from './shared-contract.mjs';

/** In the host's dist folder (served at /host-contract.json): what the release script reads. */
export const HOST_CONTRACT_FILE = 'host-contract.json';
export { HOST_REQUIREMENTS_FILE };

/** The host provides each export of the contract (shared.mjs; remotes only consume), so its build shares exactly these. */
export function hostContract() {
  return { sdkVersion: SDK_VERSION, shared: readContract() };
}

const json = (value) => new rspack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);
const STAGE = { name: 'HostContract', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL };

/** The host's build: the contract beside index.html. The loader gets the same object compiled in (DefinePlugin). */
export class HostContractPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(STAGE, () => compilation.emitAsset(HOST_CONTRACT_FILE, json(hostContract())));
    });
  }
}

const SCRIPT = /\.(ts|tsx|mts|js|jsx|mjs)$/;

/**
 * A remote's build: host-requirements.json beside its mf-manifest.json, read from the modules the
 * build bundled. Our own files only: what node_modules imports comes with the host's antd, the
 * SDK is the host's copy at run time (its needs are covered by the SDK version), and this
 * build lib's kits and stubs are the sharing itself.
 */
export class RemoteRequirementsPlugin {
  constructor(workspaceRoot) {
    this.workspaceRoot = workspaceRoot;
  }

  ours(resource) {
    return (
      resource.startsWith(this.workspaceRoot) &&
      SCRIPT.test(resource) &&
      !resource.endsWith('.d.ts') &&
      !/[\\/]node_modules[\\/]|[\\/]libs[\\/](shell-sdk|web-build)[\\/]/.test(resource)
    );
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteRequirementsPlugin', (compilation) => {
      let files = [];
      compilation.hooks.finishModules.tap('RemoteRequirementsPlugin', (modules) => {
        const resources = [...modules].map((module) => module.resource?.split('?')[0]).filter((resource) => resource && this.ours(resource));
        files = [...new Set(resources)].sort();
      });
      compilation.hooks.processAssets.tap(STAGE, () => {
        const { used } = scanSources(files, SCANNED_PACKAGES);
        const shared = Object.fromEntries(SCANNED_PACKAGES.map((name) => [name, [...used[name]].sort()]));
        compilation.emitAsset(HOST_REQUIREMENTS_FILE, json({ sdkVersion: SDK_VERSION, shared }));
      });
    });
  }
}
