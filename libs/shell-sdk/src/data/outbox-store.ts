import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { OutboxConflict, OutboxEntry } from '../outbox';

/** Where the phone keeps queued actions and unread refusals: its own IndexedDB database. */
export const OUTBOX_DATABASE = 'fixflow-outbox';
/** The BroadcastChannel on which a tab tells the others that the queue changed. */
export const OUTBOX_CHANNEL = 'fixflow-outbox';
const ENTRIES = 'entries';
const CONFLICTS = 'conflicts';

/**
 * Every user's entries in one list, oldest first; each change is one IndexedDB transaction
 * (idb-keyval's `update`), so two tabs never lose each other's writes.
 */
export interface OutboxStore {
  entries(): Promise<OutboxEntry[]>;
  conflicts(): Promise<OutboxConflict[]>;
  changeEntries(change: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void>;
  changeConflicts(change: (conflicts: OutboxConflict[]) => OutboxConflict[]): Promise<void>;
}

export function indexedDbOutboxStore(): OutboxStore {
  let store: UseStore | null = null;
  const open = () => (store ??= createStore(OUTBOX_DATABASE, 'state'));
  return {
    entries: async () => (await get<OutboxEntry[]>(ENTRIES, open())) ?? [],
    conflicts: async () => (await get<OutboxConflict[]>(CONFLICTS, open())) ?? [],
    changeEntries: (change) => update<OutboxEntry[]>(ENTRIES, (entries) => change(entries ?? []), open()),
    changeConflicts: (change) => update<OutboxConflict[]>(CONFLICTS, (conflicts) => change(conflicts ?? []), open()),
  };
}

/** Where IndexedDB is missing (a private window of an old browser, Jest): the page's memory. */
export function memoryOutboxStore(): OutboxStore {
  let entries: OutboxEntry[] = [];
  let conflicts: OutboxConflict[] = [];
  return {
    entries: async () => entries,
    conflicts: async () => conflicts,
    changeEntries: async (change) => void (entries = change(entries)),
    changeConflicts: async (change) => void (conflicts = change(conflicts)),
  };
}

export function defaultOutboxStore(): OutboxStore {
  return typeof indexedDB === 'undefined' ? memoryOutboxStore() : indexedDbOutboxStore();
}

/**
 * Whether the phone keeps anything of the outbox, for any user (an action waiting, a refusal not yet
 * dismissed): the host starts the engine then, and otherwise only when a page sends.
 */
export async function outboxHoldsAnything(store: OutboxStore = defaultOutboxStore()): Promise<boolean> {
  const [entries, conflicts] = await Promise.all([store.entries(), store.conflicts()]);
  return entries.length > 0 || conflicts.length > 0;
}
