import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fixflow/api-client';
import type { OrderStatus } from '@fixflow/contracts';
import type { Outbox, OutboxAction, OutboxConflict, OutboxEntry, OutboxServerState, OutboxSnapshot } from '../outbox';
import { queryKeys } from './queries';
import { applyPatches, keepPatchesApplied } from './outbox-optimistic';
import { defaultOutboxStore, OUTBOX_CHANNEL, type OutboxStore } from './outbox-store';
import { outcomeOfError, queueAfterDirectFailure, replayInOrder, type ReplayStep, type SendOutcome } from './outbox-replay';

/** A tap sent online that has no answer by then is queued (the same key) instead of spinning on. */
export const DIRECT_TIMEOUT_MS = 15_000;
const REPLAY_TIMEOUT_MS = 30_000;
/** After a replay left entries (no network, a 5xx), it tries again after 5 s, doubling up to 5 min. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;
/** One replay at a time across the phone's tabs (Web Locks); a word to the others when the queue changed (OUTBOX_CHANNEL). */
const LOCK = 'fixflow-outbox';

export interface OutboxOptions {
  api: ApiClient;
  queryClient: QueryClient;
  /** The signed-in user: only their entries are shown and sent; another user's wait aside. */
  userId(): string | null;
  store?: OutboxStore;
  online?(): boolean;
  /** After an entry is queued: the host registers Background Sync. */
  onQueued?(): void;
  newId?(): string;
}

export interface OutboxEngine extends Outbox {
  /** The signed-in user changed: show theirs, and send what waits for them. */
  userChanged(): void;
  /** Reads the queue again (another tab changed it). */
  reload(): Promise<void>;
  dispose(): void;
}

const EMPTY: OutboxSnapshot = { entries: [], conflicts: [], replaying: false };

const withLock = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LOCK, work) : work();

export function createOutbox(options: OutboxOptions): OutboxEngine {
  const { api, queryClient, userId } = options;
  const store = options.store ?? defaultOutboxStore();
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const newId = options.newId ?? (() => crypto.randomUUID());
  const listeners = new Set<() => void>();
  let all: OutboxEntry[] = [];
  let conflicts: OutboxConflict[] = [];
  let replaying = false;
  let snapshot = EMPTY;
  let running: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = FIRST_RETRY_MS;

  const mine = () => {
    const user = userId();
    return user ? all.filter((entry) => entry.user_id === user) : [];
  };
  const publish = () => {
    const user = userId();
    snapshot = { entries: mine(), conflicts: conflicts.filter((conflict) => conflict.entry.user_id === user), replaying };
    listeners.forEach((listener) => listener());
  };
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  const tellOtherTabs = () => channel?.postMessage('changed');

  async function reload() {
    [all, conflicts] = await Promise.all([store.entries(), store.conflicts()]);
    publish();
  }
  // What waits from an earlier visit shows as done on the answers already in the cache.
  const loaded = reload()
    .then(() => applyPatches(queryClient, mine()))
    .catch(() => undefined);
  if (channel) channel.onmessage = () => void reload();
  const stopRebasing = keepPatchesApplied(queryClient, mine);

  const request = (entry: Pick<OutboxEntry, 'method' | 'path' | 'body' | 'key'>, timeout: number) =>
    api.request<unknown>(entry.method, entry.path, { body: entry.body, idempotencyKey: entry.key, signal: AbortSignal.timeout(timeout) });

  function scheduleRetry() {
    if (retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void replay();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
  }

  async function enqueue(action: OutboxAction, key: string): Promise<OutboxEntry> {
    const user = userId();
    if (!user) throw new Error('The outbox needs a signed-in user');
    const entry: OutboxEntry = { ...action, id: newId(), key, user_id: user, created_at: new Date().toISOString() };
    await store.changeEntries((entries) => [...entries, entry]);
    all = [...all, entry];
    applyPatches(queryClient, [entry]);
    publish();
    tellOtherTabs();
    options.onQueued?.();
    return entry;
  }

  async function send<T>(action: OutboxAction) {
    await loaded;
    // Behind anything still waiting: the server must see the technician's actions in their order.
    if (!online() || replaying || mine().length > 0) {
      const entry = await enqueue(action, newId());
      if (online()) void replay();
      return { queued: true as const, entry };
    }
    const key = newId();
    try {
      return { queued: false as const, answer: (await request({ ...action, key }, DIRECT_TIMEOUT_MS)) as T };
    } catch (error) {
      if (!queueAfterDirectFailure(error)) throw error;
      // It may have reached the server: the retry carries the same key, so it is applied once.
      const entry = await enqueue(action, key);
      scheduleRetry();
      return { queued: true as const, entry };
    }
  }

  /** What the server holds now for a refused action's order: its state, or that it is no longer the technician's. */
  async function serverState(entry: OutboxEntry): Promise<OutboxServerState> {
    if (!entry.order_id) return null;
    try {
      const order = await api.get<{ status: OrderStatus; invoice_number: string }>(`/orders/${entry.order_id}`);
      return { status: order.status, invoice_number: order.invoice_number };
    } catch (error) {
      const outcome = outcomeOfError(error);
      return outcome.kind === 'refused' && (outcome.status === 404 || outcome.status === 403 || outcome.status === 410) ? 'gone' : null;
    }
  }

  async function settle(step: ReplayStep) {
    if (step.result === 'kept') return;
    const { entry } = step;
    if (step.result === 'refused') {
      const conflict: OutboxConflict = {
        id: newId(),
        entry,
        status: step.status,
        code: step.code,
        message: step.message,
        ...(step.after ? { after: step.after } : {}),
        server: await serverState(entry),
        at: new Date().toISOString(),
      };
      await store.changeConflicts((list) => [...list, conflict]);
      conflicts = [...conflicts, conflict];
    }
    await store.changeEntries((entries) => entries.filter((other) => other.id !== entry.id));
    all = all.filter((other) => other.id !== entry.id);
    publish();
    tellOtherTabs();
  }

  async function run() {
    await loaded;
    if (!userId() || !online()) return;
    await withLock(async () => {
      // Another tab may have sent some meanwhile.
      await reload();
      const queue = mine();
      if (!queue.length) return;
      replaying = true;
      publish();
      const steps = await replayInOrder(
        queue,
        async (entry): Promise<SendOutcome> => {
          try {
            return { kind: 'sent', answer: await request(entry, REPLAY_TIMEOUT_MS) };
          } catch (error) {
            return outcomeOfError(error);
          }
        },
        settle,
      ).finally(() => {
        replaying = false;
        publish();
      });
      // The server's answers replace what was shown: sent moves as they are, refused ones rolled back.
      if (steps.some((step) => step.result !== 'kept')) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
        void queryClient.invalidateQueries({ queryKey: queryKeys.offers });
        void queryClient.invalidateQueries({ queryKey: ['availability'] });
      }
      if (steps.some((step) => step.result === 'kept')) scheduleRetry();
      else retryDelay = FIRST_RETRY_MS;
    });
  }

  function replay(): Promise<void> {
    running ??= run()
      .catch(() => scheduleRetry())
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    send,
    replay,
    async dismiss(conflictId) {
      await store.changeConflicts((list) => list.filter((conflict) => conflict.id !== conflictId));
      conflicts = conflicts.filter((conflict) => conflict.id !== conflictId);
      publish();
      tellOtherTabs();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    userChanged() {
      publish();
      void replay();
    },
    reload,
    dispose() {
      stopRebasing();
      channel?.close();
      if (retryTimer !== null) clearTimeout(retryTimer);
    },
  };
}
