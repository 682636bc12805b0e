import { getInstance } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@fixflow/contracts';
import {
  isRemoteApp,
  type Incompatibility,
  type PagePreloadContext,
  type RegisteredRemote,
  type RemoteApp,
  type RemoteRequirements,
} from '@fixflow/shell-sdk';
import { versionFromManifestUrl } from './manifest-url';

export const REMOTES_JSON_URL = '/remotes.json';

/** Why a remote could not be shown; the retry card names the remote either way. */
export class RemoteUnavailableError extends Error {
  override readonly name: string = 'RemoteUnavailableError';

  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A remote this host cannot run (built against a newer SDK, or needing what the host does not share): no retry helps. */
export class RemoteIncompatibleError extends RemoteUnavailableError {
  override readonly name: string = 'RemoteIncompatibleError';

  constructor(
    remote: RemoteName,
    readonly incompatibility: Incompatibility,
    description: string = incompatibility.kind,
  ) {
    super(remote, `${remote} cannot run on this host: ${description}`);
  }
}

let registered: RegisteredRemote[] = [];
let registration: Promise<RegisteredRemote[]> | null = null;
const listeners = new Set<() => void>();

export function getRegisteredRemotes(): RegisteredRemote[] {
  return registered;
}

export function subscribeRegisteredRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function parseManifest(value: unknown): RegisteredRemote[] {
  if (typeof value !== 'object' || value === null) throw new Error(`${REMOTES_JSON_URL} is not an object`);
  const manifest = value as RemotesManifest;
  return REMOTE_NAMES.flatMap((name) => {
    const manifestUrl = manifest[name];
    return typeof manifestUrl === 'string' ? [{ name, manifestUrl, version: versionFromManifestUrl(manifestUrl) }] : [];
  });
}

async function fetchAndRegister(): Promise<RegisteredRemote[]> {
  // no-store: a release is one edit of this file and must show on the next load.
  const response = await fetch(REMOTES_JSON_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_JSON_URL} answered ${response.status}`);
  const remotes = parseManifest(await response.json());
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  const changed = remotes.filter((remote) => registered.find((known) => known.name === remote.name)?.manifestUrl !== remote.manifestUrl);
  // force: a remote whose URL moved (a release seen on retry) must drop the old entry.
  federation.registerRemotes(
    changed.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })),
    { force: registered.length > 0 },
  );
  for (const remote of changed) {
    preloaded.delete(remote.name);
    requirementsByRemote.delete(remote.name);
  }
  registered = remotes;
  listeners.forEach((listener) => listener());
  return remotes;
}

/** Fetches /remotes.json once; a failure is not cached, so the next call tries again. */
export function ensureRemotesRegistered(): Promise<RegisteredRemote[]> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

// `<remote>/app` started before the first render (preloadRemoteApp); the next load takes it once.
const preloaded = new Map<RemoteName, Promise<{ default?: unknown } | null>>();

async function loadRemoteModule(remote: RemoteName): Promise<{ default?: unknown } | null> {
  return getInstance()!.loadRemote<{ default?: unknown }>(`${remote}/app`);
}

// What each registered remote's build says it needs (host-requirements.json beside its manifest).
const requirementsByRemote = new Map<RemoteName, Promise<RemoteRequirements>>();

// The checks load with the first remote, not with /login (requirements.ts).
const requirementsChecks = () => import('./requirements');

// So does the host's side of the remotes' words (remote-words.ts), asked for with the remote's
// module so it is in when the module is; each remote's words are read in the user's language
// before its first page.
const remoteWords = () => import('../i18n/remote-words');
const readRemoteWords = async (app: RemoteApp) => (await remoteWords()).addRemoteWords(app.i18n.namespace, app.i18n.resources);

async function fetchRequirements(manifestUrl: string): Promise<RemoteRequirements> {
  return (await requirementsChecks()).fetchRequirements(manifestUrl);
}

/** Read once per registered version; a failure is not kept, so Retry reads it again. */
function remoteRequirements(remote: RegisteredRemote): Promise<RemoteRequirements> {
  let pending = requirementsByRemote.get(remote.name);
  if (!pending) {
    pending = fetchRequirements(remote.manifestUrl);
    pending.catch(() => requirementsByRemote.delete(remote.name));
    requirementsByRemote.set(remote.name, pending);
  }
  return pending;
}

/**
 * Starts downloading a remote (its manifest, remoteEntry and `./app`) and the page a reload
 * landed on, while the host still reads the profile and loads antd: without it the remote
 * waited for /api/me and the layout. Failures are left to the real load, which retries.
 */
export function preloadRemoteApp(remote: RemoteName, page?: { routePath: string; context: PagePreloadContext }): void {
  if (preloaded.has(remote)) return;
  remoteWords().catch(() => undefined);
  const pending = ensureRemotesRegistered().then((remotes) => {
    const known = remotes.find((candidate) => candidate.name === remote);
    if (!known) throw new Error(`${remote} is not released`);
    remoteRequirements(known).catch(() => undefined);
    return loadRemoteModule(remote);
  });
  pending.catch(() => preloaded.delete(remote));
  preloaded.set(remote, pending);
  void pending
    .then((module) => {
      const app = module?.default;
      if (!isRemoteApp(app)) return;
      // The remote's words in the user's language come with the page's chunk, not after it.
      readRemoteWords(app).catch(() => undefined);
      if (page) return app.pages[page.routePath]?.preload?.(page.context);
    })
    .catch(() => undefined);
}

/** Loads `<remote>/app`, checks it against the SDK contract and reads its words in the page's language. */
export async function loadRemoteApp(remote: RemoteName): Promise<RemoteApp> {
  remoteWords().catch(() => undefined);
  let remotes: RegisteredRemote[];
  try {
    remotes = await ensureRemotesRegistered();
  } catch (cause) {
    throw new RemoteUnavailableError(remote, `Could not read ${REMOTES_JSON_URL}`, { cause });
  }
  const known = remotes.find((candidate) => candidate.name === remote);
  if (!known) {
    registration = null; // a later release may add it: read the file again on retry
    throw new RemoteUnavailableError(remote, `${remote} is not released (${REMOTES_JSON_URL})`);
  }

  // The module and the requirements download together; the module is judged only once the
  // requirements allow it, since a remote this host cannot run may well fail while loading.
  const early = preloaded.get(remote);
  preloaded.delete(remote);
  const loading = (early ?? loadRemoteModule(remote)).catch(() => loadRemoteModule(remote));
  loading.catch(() => undefined);
  let requirements: RemoteRequirements;
  try {
    requirements = await remoteRequirements(known);
  } catch (cause) {
    throw new RemoteUnavailableError(remote, `Could not read what the ${remote} remote needs`, { cause });
  }
  const refusal = (await requirementsChecks()).judgeRequirements(requirements);
  if (refusal) throw new RemoteIncompatibleError(remote, refusal.incompatibility, refusal.description);

  let module: { default?: unknown } | null;
  try {
    module = await loading;
  } catch (cause) {
    throw new RemoteUnavailableError(remote, `Could not load the ${remote} remote`, { cause });
  }
  const app = module?.default;
  if (!isRemoteApp(app)) throw new RemoteUnavailableError(remote, `${remote}/app does not export a RemoteApp`);
  await readRemoteWords(app).catch((cause: unknown) => {
    throw new RemoteUnavailableError(remote, `Could not load the ${remote} remote`, { cause });
  });
  return app;
}
