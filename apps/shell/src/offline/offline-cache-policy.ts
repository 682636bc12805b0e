import type { DehydratedState, Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { Session } from '@fixflow/shell-sdk';

/**
 * What of the technician's query cache is kept on the phone (issue 19), and for how long. Pure:
 * offline-cache.ts does the IndexedDB side.
 */

/** The one IndexedDB entry: sign-out deletes it. */
export const OFFLINE_CACHE_KEY = 'technician-queries';

/**
 * A week: the orders of today and the next days stay readable through days in basements; an answer
 * older than that is no longer "what was saved", it is wrong. Restore drops a snapshot this old,
 * and each save drops the answers this old.
 */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the technician's pages read: orders (My Orders, the week, each order with its money),
 * availability (weekly hours, time off), open offers, roster invitations and the scorecard.
 * Anything else (chat, notifications) is read live only.
 */
export const PERSISTED_ROOTS: readonly string[] = ['orders', 'availability', 'offers', 'roster', 'metrics'];

/**
 * At most this many orders' pages (details and money), the most recently read: a busy week is ~40
 * visits (tools/bench/offline-footprint.mjs seeds that), so a week ahead and a few days back fit.
 */
export const MAX_ORDER_PAGES = 60;

/** At most this many answers in all: the order pages above, the lists, weeks, hours, offers. */
export const MAX_ENTRIES = 100;

/**
 * Bumped when a persisted answer's shape changes in a way a restored page could not read; with the
 * SDK's version and the user's id it makes the buster, so another user (or an older build's
 * snapshot) is never restored: it is discarded instead.
 */
export const OFFLINE_CACHE_SCHEMA = 1;

export function offlineCacheBuster(sdkVersion: string, userId: string): string {
  return `${OFFLINE_CACHE_SCHEMA}:${sdkVersion}:${userId}`;
}

/** The technician whose cache this session may read and write; null for other roles and signed out. */
export function offlineCacheOwner(session: Session): string | null {
  return session.status === 'signed-in' && session.user.role === 'technician' ? session.user.id : null;
}

const isPersistedKey = (key: readonly unknown[]) => typeof key[0] === 'string' && PERSISTED_ROOTS.includes(key[0]);

/** dehydrate's filter: a persisted root's answer, even when a later refetch failed (offline). */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return isPersistedKey(query.queryKey) && query.state.data !== undefined;
}

/** ['orders', 'detail', id, …]: the order a query belongs to, for the MAX_ORDER_PAGES cap. */
function orderPageOf(key: readonly unknown[]): string | null {
  return key[0] === 'orders' && key[1] === 'detail' && typeof key[2] === 'string' ? key[2] : null;
}

type PersistedQuery = DehydratedState['queries'][number];

/** Stored as a plain answer: a failed or running refetch is not what was saved. */
function asSaved(query: PersistedQuery): PersistedQuery {
  const { promise: _promise, ...rest } = query;
  return {
    ...rest,
    state: { ...query.state, status: 'success', fetchStatus: 'idle', error: null, fetchFailureCount: 0, fetchFailureReason: null, isInvalidated: false },
  };
}

/**
 * The snapshot as stored: answers of the persisted roots only, none older than OFFLINE_MAX_AGE_MS,
 * newest first within MAX_ORDER_PAGES orders and MAX_ENTRIES answers, and no mutations (queued
 * actions have their own outbox).
 */
export function boundPersistedClient(client: PersistedClient, now: number): PersistedClient {
  const newestFirst = client.clientState.queries
    .filter((query) => isPersistedKey(query.queryKey) && query.state.data !== undefined && now - query.state.dataUpdatedAt <= OFFLINE_MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const orders = new Set<string>();
  const kept: PersistedQuery[] = [];
  for (const query of newestFirst) {
    if (kept.length >= MAX_ENTRIES) break;
    const order = orderPageOf(query.queryKey);
    if (order !== null && !orders.has(order)) {
      if (orders.size >= MAX_ORDER_PAGES) continue;
      orders.add(order);
    }
    kept.push(asSaved(query));
  }
  return { ...client, clientState: { queries: kept, mutations: [] } };
}

/** The newest answer's time, for "showing what was saved at 14:05"; null when nothing is. */
export function savedAt(queries: readonly Pick<Query, 'queryKey' | 'state'>[]): number | null {
  let newest = 0;
  for (const query of queries) if (shouldPersistQuery(query)) newest = Math.max(newest, query.state.dataUpdatedAt);
  return newest > 0 ? newest : null;
}
