import type { Query, QueryClient } from '@tanstack/react-query';
import { orderLabels, type OrderStatus } from '@fixflow/contracts';
import type { OutboxEntry, OutboxPatch } from '../outbox';
import { queryKeys } from './queries';

const GONE = Symbol('gone');

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Walks a cached answer (a detail, a list, keyset pages, the board) and rewrites every row `change`
 * answers for; GONE leaves its array. Untouched branches keep their identity, so React redraws
 * only what moved.
 */
function rewrite(value: unknown, change: (row: Row) => Row | typeof GONE | undefined): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next: unknown[] = [];
    for (const item of value) {
      const rewritten = rewrite(item, change);
      if (rewritten !== item) changed = true;
      if (rewritten !== GONE) next.push(rewritten);
    }
    return changed ? next : value;
  }
  if (!isRow(value)) return value;
  const own = change(value);
  if (own !== undefined) return own;
  let changed = false;
  const next: Row = {};
  for (const [key, field] of Object.entries(value)) {
    const rewritten = rewrite(field, change);
    if (rewritten !== field) changed = true;
    next[key] = rewritten === GONE ? null : rewritten;
  }
  return changed ? next : value;
}

/** An order row (it has a status and an invoice number) with this id. */
const isOrder = (row: Row, id: string) => row.id === id && typeof row.status === 'string' && 'invoice_number' in row;

export function applyPatch(data: unknown, patch: OutboxPatch): unknown {
  switch (patch.kind) {
    case 'order-status':
      return rewrite(data, (row) => {
        if (!isOrder(row, patch.order_id) || row.status === patch.to) return undefined;
        return { ...row, status: patch.to, ...orderLabels(patch.to as OrderStatus, row.technician_id !== null) };
      });
    case 'order-gone':
      return rewrite(data, (row) => (isOrder(row, patch.order_id) ? GONE : undefined));
    case 'offer-gone':
      return rewrite(data, (row) => (row.id === patch.offer_id && 'order' in row ? GONE : undefined));
  }
}

/** The queries a patch can touch: every order view, and the open offers. */
function touches(query: Query, patch: OutboxPatch): boolean {
  const root = query.queryKey[0];
  if (patch.kind === 'offer-gone') return root === queryKeys.offers[0];
  // A declined order's own page keeps showing it (the page leaves for the list itself).
  if (patch.kind === 'order-gone' && query.queryKey[1] === 'detail') return false;
  return root === queryKeys.orders[0];
}

/** Applies queued entries' patches, oldest first, to the cached queries they touch (or to one). */
export function applyPatches(queryClient: QueryClient, entries: readonly OutboxEntry[], only?: Query): void {
  const patches = entries.flatMap((entry) => (entry.patch ? [entry.patch] : []));
  if (!patches.length) return;
  const queries = only ? [only] : queryClient.getQueryCache().getAll();
  for (const query of queries) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patches.reduce<unknown>((current, patch) => (touches(query, patch) ? applyPatch(current, patch) : current), data);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/**
 * A fresh answer (a refetch after a reconnection, the socket's update, a persisted cache coming
 * back) would show the server's state before the queue reaches it: the waiting entries are
 * applied over it again, until they are sent.
 */
export function keepPatchesApplied(queryClient: QueryClient, entries: () => readonly OutboxEntry[]): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    // A fetched answer, or one restored from the phone's saved copy (added, or set as a whole state).
    const fresh =
      (event.type === 'updated' && ((event.action.type === 'success' && !event.action.manual) || event.action.type === 'setState')) ||
      (event.type === 'added' && event.query.state.data !== undefined);
    if (!fresh) return;
    const waiting = entries();
    if (waiting.length) applyPatches(queryClient, waiting, event.query);
  });
}
