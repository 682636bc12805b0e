import type { QueryClient } from '@tanstack/react-query';
import { typed, type ApiClient, type Answer } from '@fixflow/api-client';
import { METRICS_PERIOD_DAYS, addDays, type OfferList, type TechnicianInvitation } from '@fixflow/contracts';
import type { PagePreloadContext } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { dayInZone } from '@fixflow/ui';

/**
 * What the dashboard's first screen reads, one definition per query for the page's hooks and for
 * the host's preload (a reload of /dashboard starts them all with the remote's download, so the
 * page finds them in the cache instead of asking once it has drawn). Small on purpose: this
 * module is in the remote's entry (app.ts), not in the page's chunk.
 */

/**
 * An answer this recent is shown without asking again (a preloaded answer is not read twice on
 * the page's first draw); the host's socket marks these stale at once when what they show changes.
 */
const FRESH_MS = 10_000;

/** How many orders My Orders reads: a technician's working set, not their whole history. */
const WORKING_SET = 100;

export type MyOrdersPage = Answer<'/orders', 'get'>;

/** GET /api/orders, scoped by the API to the caller (the dashboard and My Orders). */
export const myOrdersQuery = (api: ApiClient) => ({
  queryKey: [...queryKeys.orders, 'mine', WORKING_SET] as const,
  staleTime: FRESH_MS,
  queryFn: ({ signal }: { signal?: AbortSignal }): Promise<MyOrdersPage> => typed(api).get('/orders', { query: { limit: WORKING_SET }, signal }),
});

/** GET /api/offers: the open offers this technician may take (issue 17). */
export const openOffersQuery = (api: ApiClient) => ({
  queryKey: queryKeys.offers,
  staleTime: FRESH_MS,
  queryFn: ({ signal }: { signal?: AbortSignal }): Promise<OfferList> => typed(api).get('/offers', { signal }),
});

/** GET /api/roster-invitations: the vendors asking this technician to join their roster. */
export const myInvitationsQuery = (api: ApiClient) => ({
  queryKey: queryKeys.myInvitations,
  staleTime: FRESH_MS,
  queryFn: ({ signal }: { signal?: AbortSignal }): Promise<TechnicianInvitation[]> => typed(api).get('/roster-invitations', { signal }),
});

export interface MetricsPeriod {
  period_start: string;
  period_end: string;
}

/** SPEC.md §7: the 90-day period, today minus 90 days to today. */
export function metricsPeriod(today: string): MetricsPeriod {
  return { period_start: addDays(today, -METRICS_PERIOD_DAYS), period_end: today };
}

/**
 * The 90-day period as of today for a technician's own row: the API's "today" is its profile's
 * zone's, else UTC's (not this browser's).
 */
export const currentMetricsPeriod = (timeZone: string | null | undefined): MetricsPeriod => metricsPeriod(dayInZone(new Date(), timeZone || 'UTC'));

/** GET /api/technicians/:id/metrics: the stored 90-day row (null: none yet, SPEC's PGRST116 case). */
export const myMetricsQuery = (api: ApiClient, id: string, period: MetricsPeriod) => ({
  queryKey: queryKeys.technicianMetrics(id, period),
  staleTime: FRESH_MS,
  queryFn: ({ signal }: { signal?: AbortSignal }) => typed(api).get('/technicians/{id}/metrics', { path: { id }, query: period, signal }),
});

/**
 * The dashboard's preload: its orders, open offers and invitations at once, its scorecard once the
 * profile names the technician and its time zone, each into the host's QueryClient. A failed
 * request is the page's query's to report (it asks again on mount, as it would have).
 */
export async function prefetchDashboard({ api, queryClient, profile }: PagePreloadContext): Promise<void> {
  const client: QueryClient = await queryClient();
  const metrics = profile().then((technician) =>
    technician ? client.prefetchQuery(myMetricsQuery(api, technician.id, currentMetricsPeriod(technician.timezone))) : undefined,
  );
  await Promise.all([client.prefetchQuery(myOrdersQuery(api)), client.prefetchQuery(openOffersQuery(api)), client.prefetchQuery(myInvitationsQuery(api)), metrics]);
}
