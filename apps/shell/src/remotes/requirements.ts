import { HOST_REQUIREMENTS_FILE, checkRemoteRequirements, describeIncompatibility, isRemoteRequirements } from '@fixflow/shell-sdk/compatibility';
import type { Incompatibility, RemoteRequirements } from '@fixflow/shell-sdk';
import { HOST_CONTRACT } from './host-contract';

// Loaded with the first remote (registry.ts imports it lazily): the host's shared list and the
// checks are not part of /login's first load, which has a byte budget (BUILD.md).

/** What a remote's build says it needs: host-requirements.json beside its mf-manifest.json. */
export async function fetchRequirements(manifestUrl: string): Promise<RemoteRequirements> {
  const url = manifestUrl.replace(/[^/]*$/, HOST_REQUIREMENTS_FILE);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const requirements: unknown = await response.json();
  if (!isRemoteRequirements(requirements)) throw new Error(`${url} is not a remote's requirements`);
  return requirements;
}

/** Why this host cannot run the remote, in data and in a line for the log; null when it can. */
export function judgeRequirements(requirements: RemoteRequirements): { incompatibility: Incompatibility; description: string } | null {
  const incompatibility = checkRemoteRequirements(requirements, HOST_CONTRACT);
  return incompatibility ? { incompatibility, description: describeIncompatibility(incompatibility) } : null;
}
