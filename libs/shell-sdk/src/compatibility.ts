// What a remote needs from the host, and whether a host provides it: the loader checks it before
// a remote's page renders, `npm run release:remote` before a release goes live. No imports of
// our own: tools/release-remote.mjs runs this file directly in Node.

/** The packages shared by their exports (libs/web-build/shared-contract.json). */
export type SharedExports = Record<string, string[]>;

/** What the host's build publishes (dist/shell/host-contract.json, and inside the host's loader). */
export interface HostContract {
  sdkVersion: string;
  shared: SharedExports;
}

/** What a remote's build records beside its mf-manifest.json (host-requirements.json). */
export interface RemoteRequirements {
  sdkVersion: string;
  shared: SharedExports;
}

export const HOST_REQUIREMENTS_FILE = 'host-requirements.json';

/** Why a host cannot run a remote; null when it can. */
export type Incompatibility =
  | { kind: 'sdk'; remoteSdk: string; hostSdk: string }
  | { kind: 'shared'; missing: { package: string; name: string }[] };

/**
 * Same major, and the remote's minor no newer than the host's: a minor adds exports, so a remote
 * built against a newer one may call what this host does not have.
 */
export function isCompatibleSdk(remoteSdkVersion: string, hostSdkVersion: string): boolean {
  const [remoteMajor, remoteMinor] = remoteSdkVersion.split('.').map(Number);
  const [hostMajor, hostMinor] = hostSdkVersion.split('.').map(Number);
  return remoteMajor === hostMajor && remoteMinor <= hostMinor;
}

export function checkRemoteRequirements(requirements: RemoteRequirements, host: HostContract): Incompatibility | null {
  if (!isCompatibleSdk(requirements.sdkVersion, host.sdkVersion)) {
    return { kind: 'sdk', remoteSdk: requirements.sdkVersion, hostSdk: host.sdkVersion };
  }
  const missing = Object.entries(requirements.shared).flatMap(([packageName, names]) => {
    const provided = new Set(host.shared[packageName] ?? []);
    return names.filter((name) => !provided.has(name)).map((name) => ({ package: packageName, name }));
  });
  return missing.length ? { kind: 'shared', missing } : null;
}

/** One line for a log or the release script: `DatePicker (antd)`. */
export function describeIncompatibility(incompatibility: Incompatibility): string {
  return incompatibility.kind === 'sdk'
    ? `it was built against shell SDK ${incompatibility.remoteSdk}, the host has ${incompatibility.hostSdk}`
    : `it needs what the host does not share: ${incompatibility.missing.map((item) => `${item.name} (${item.package})`).join(', ')}`;
}

/** Checks the parsed JSON of a host-requirements.json before trusting it. */
export function isRemoteRequirements(value: unknown): value is RemoteRequirements {
  if (typeof value !== 'object' || value === null) return false;
  const { sdkVersion, shared } = value as Partial<RemoteRequirements>;
  return (
    typeof sdkVersion === 'string' &&
    typeof shared === 'object' &&
    shared !== null &&
    Object.values(shared).every((names) => Array.isArray(names) && names.every((name) => typeof name === 'string'))
  );
}
