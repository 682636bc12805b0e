import type { PersistedClient } from '@tanstack/react-query-persist-client';
import {
  boundPersistedClient,
  MAX_ENTRIES,
  MAX_ORDER_PAGES,
  OFFLINE_MAX_AGE_MS,
  offlineCacheBuster,
  offlineCacheOwner,
  savedAt,
  shouldPersistQuery,
} from './offline-cache-policy';

const NOW = Date.UTC(2026, 10, 26, 14, 5);
const MINUTE = 60_000;

type Query = PersistedClient['clientState']['queries'][number];

function answer(queryKey: unknown[], minutesAgo: number, status: 'success' | 'error' = 'success'): Query {
  const dataUpdatedAt = NOW - minutesAgo * MINUTE;
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: NOW,
    state: {
      data: { key: queryKey },
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: status === 'error' ? new Error('Failed to fetch') : null,
      errorUpdateCount: status === 'error' ? 1 : 0,
      errorUpdatedAt: 0,
      fetchFailureCount: status === 'error' ? 1 : 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status,
      fetchStatus: 'idle',
    },
  };
}

const client = (queries: Query[]): PersistedClient => ({ timestamp: NOW, buster: 'b', clientState: { queries, mutations: [] } });
const keys = (persisted: PersistedClient) => persisted.clientState.queries.map((query) => query.queryKey);

describe("the technician's offline copy", () => {
  it('keeps the orders, the week, hours, offers, invitations and scorecard; not chat or notifications', () => {
    const kept = boundPersistedClient(
      client([
        answer(['orders', 'mine', 100], 1),
        answer(['orders', 'detail', 'o1'], 2),
        answer(['orders', 'detail', 'o1', 'financials'], 2),
        answer(['orders', 'week', 't1', '2026-11-23', '2026-11-29'], 3),
        answer(['availability', 't1'], 4),
        answer(['offers'], 5),
        answer(['roster', 'invitations', 'mine'], 6),
        answer(['metrics', 'technician', 't1', {}], 7),
        answer(['chat', 'conversations'], 1),
        answer(['notifications', 'center'], 1),
      ]),
      NOW,
    );
    expect(keys(kept)).toEqual([
      ['orders', 'mine', 100],
      ['orders', 'detail', 'o1'],
      ['orders', 'detail', 'o1', 'financials'],
      ['orders', 'week', 't1', '2026-11-23', '2026-11-29'],
      ['availability', 't1'],
      ['offers'],
      ['roster', 'invitations', 'mine'],
      ['metrics', 'technician', 't1', {}],
    ]);
  });

  it('drops answers older than a week', () => {
    const week = OFFLINE_MAX_AGE_MS / MINUTE;
    const kept = boundPersistedClient(client([answer(['orders', 'detail', 'old'], week + 1), answer(['orders', 'detail', 'edge'], week)]), NOW);
    expect(keys(kept)).toEqual([['orders', 'detail', 'edge']]);
  });

  it(`keeps the ${MAX_ORDER_PAGES} orders read last, an order's money counting with its details`, () => {
    const orders = Array.from({ length: MAX_ORDER_PAGES + 5 }, (_, index) => answer(['orders', 'detail', `o${index}`], index));
    const kept = boundPersistedClient(client([answer(['orders', 'detail', 'o0', 'financials'], 0), ...orders, answer(['orders', 'mine', 100], 500)]), NOW);
    const ids = new Set(kept.clientState.queries.map((query) => query.queryKey[2]).filter((id) => typeof id === 'string'));
    expect(ids.size).toBe(MAX_ORDER_PAGES);
    expect(ids.has('o0') && !ids.has(`o${MAX_ORDER_PAGES}`)).toBe(true);
    // The order list is no order's page: an older answer, kept all the same.
    expect(keys(kept)).toContainEqual(['orders', 'mine', 100]);
    expect(kept.clientState.queries).toHaveLength(MAX_ORDER_PAGES + 2);
  });

  it(`holds at most ${MAX_ENTRIES} answers, the newest`, () => {
    const weeks = Array.from({ length: MAX_ENTRIES + 20 }, (_, index) => answer(['orders', 'week', 't1', `w${index}`], index));
    const kept = boundPersistedClient(client(weeks), NOW);
    expect(kept.clientState.queries).toHaveLength(MAX_ENTRIES);
    expect(kept.clientState.queries[0].queryKey[3]).toBe('w0');
  });

  it('stores an answer whose refetch failed offline as the answer it was, and no queued mutation', () => {
    const failed = answer(['orders', 'mine', 100], 10, 'error');
    expect(shouldPersistQuery(failed)).toBe(true);
    const persisted = { ...client([failed]), clientState: { queries: [failed], mutations: [{ mutationKey: ['x'], state: {} } as never] } };
    const kept = boundPersistedClient(persisted, NOW);
    expect(kept.clientState.queries[0].state).toMatchObject({ status: 'success', error: null, fetchStatus: 'idle', dataUpdatedAt: NOW - 10 * MINUTE });
    expect(kept.clientState.mutations).toEqual([]);
  });

  it('is busted by another user and by another build of the data layer', () => {
    expect(offlineCacheBuster('3.1.0', 'tech-1')).not.toBe(offlineCacheBuster('3.1.0', 'tech-2'));
    expect(offlineCacheBuster('3.1.0', 'tech-1')).not.toBe(offlineCacheBuster('3.2.0', 'tech-1'));
    expect(offlineCacheBuster('3.1.0', 'tech-1')).toBe(offlineCacheBuster('3.1.0', 'tech-1'));
  });

  it('belongs to a signed-in technician only: vendors and admins read live', () => {
    const signedIn = (role: 'technician' | 'vendor' | 'admin') =>
      ({ status: 'signed-in', accessToken: 'a', expiresAt: 0, profile: { status: 'loading' }, user: { id: `u-${role}`, email: null, phone: null, role, fullName: null, status: null } }) as const;
    expect(offlineCacheOwner(signedIn('technician'))).toBe('u-technician');
    expect(offlineCacheOwner(signedIn('vendor'))).toBeNull();
    expect(offlineCacheOwner(signedIn('admin'))).toBeNull();
    expect(offlineCacheOwner({ status: 'signed-out' })).toBeNull();
  });

  it('says when the newest saved answer was read', () => {
    expect(savedAt([answer(['orders', 'mine', 100], 30), answer(['offers'], 5), answer(['chat', 'conversations'], 1)])).toBe(NOW - 5 * MINUTE);
    expect(savedAt([])).toBeNull();
  });
});
