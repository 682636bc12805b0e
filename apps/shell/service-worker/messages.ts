/** Messages between the pages and the service worker; both sides import these. */
export const SKIP_WAITING = 'fixflow:skip-waiting';
export const NAVIGATE = 'fixflow:navigate';
/**
 * A page asks the active worker to keep the shell's content-hashed files (those its install left:
 * caching-rules.ts, installedWithWorker); the worker answers on the port once all are kept.
 */
export const KEEP_SHELL = 'fixflow:keep-shell';

export interface KeepShellAnswer {
  /** Files the network did not give this time (0: the shell starts offline); asked again on the next start. */
  missing: number;
}

export interface NavigateMessage {
  type: typeof NAVIGATE;
  /** Same-origin absolute URL. */
  url: string;
}

export function isNavigateMessage(data: unknown): data is NavigateMessage {
  const message = data as Partial<NavigateMessage> | null;
  return typeof message === 'object' && message !== null && message.type === NAVIGATE && typeof message.url === 'string';
}

/** Background Sync (issue 19): the tag a page registers when it queued a technician's action. */
export const OUTBOX_SYNC_TAG = 'fixflow-outbox';
/** The worker asks an open page to send its outbox (the page holds the session); the page answers on the port how many still wait. */
export const OUTBOX_REPLAY = 'fixflow:outbox-replay';

export interface OutboxReplayAnswer {
  remaining: number;
}
