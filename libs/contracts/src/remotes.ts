/** The federated remotes, one per role, and where the host finds them. */
export const REMOTE_NAMES = ['vendor', 'technician', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: each remote's mf-manifest.json URL, written at deploy time. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
