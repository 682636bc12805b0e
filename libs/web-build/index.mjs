export { SHARED_SINGLETONS, EXPOSED_MODULE, sharedSingletons, antdSharedKeys } from './shared.mjs';
export { manifestUrl, versionFromUrl, readJson, writeJsonAtomic, withDistLock, pointRemote, pointRemoteIfUnset, HISTORY_FILE } from './remotes-json.mjs';
export { WORKSPACE_ROOT, DIST_ROOT, remoteVersion, hostConfig, remoteConfig } from './rspack.mjs';
export { HOST_CONTRACT_FILE, HOST_REQUIREMENTS_FILE, hostContract } from './host-contract.mjs';
