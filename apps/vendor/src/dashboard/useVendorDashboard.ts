import { useQuery } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import type { Order, OrderList, VendorDashboard } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { dayInZone } from '@fixflow/ui';

/** A day's visits fit one page; past this the list points to Orders for the rest. */
const DAY_LIMIT = 100;

/** Soonest first; a cancelled visit is no longer a visit. */
const visitsOf = (page: OrderList) =>
  page.items.filter((order) => order.status !== 'cancelled').sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.invoice_number.localeCompare(b.invoice_number));

export interface VendorDashboardState {
  dashboard: VendorDashboard | undefined;
  visits: Order[];
  /** More visits today than one page holds. */
  moreVisits: boolean;
  loading: boolean;
  error: unknown;
  reload(): void;
}

/**
 * The counts (GET /api/dashboard/vendor) and today's visits (GET /api/orders for today's date),
 * asked at once. Today is guessed from the profile's timezone; should the API's day differ (a
 * zone this browser does not know), the visits are read again for the API's day. An order query:
 * the host's socket reads it again when an order changes, so the page follows the technicians' work.
 */
export function useVendorDashboard(): VendorDashboardState {
  const { api } = useShell();
  const zone = useProfile()?.timezone;
  const query = useQuery({
    queryKey: [...queryKeys.orders, 'vendor-dashboard', zone ?? null],
    queryFn: async ({ signal }) => {
      const client = typed(api);
      const visitsOn = (day: string) => client.get('/orders', { query: { date_from: day, date_to: day, limit: DAY_LIMIT }, signal });
      // The API reads "today" in the vendor's zone, UTC when none is set.
      const guess = dayInZone(new Date(), zone);
      const [dashboard, guessed] = await Promise.all([client.get('/dashboard/vendor', { signal }), visitsOn(guess)]);
      const page = dashboard.today === guess ? guessed : await visitsOn(dashboard.today);
      return { dashboard, visits: visitsOf(page), moreVisits: page.next_cursor !== null };
    },
  });
  return {
    dashboard: query.data?.dashboard,
    visits: query.data?.visits ?? [],
    moreVisits: query.data?.moreVisits ?? false,
    // A Retry after an error shows the loading state again.
    loading: query.isPending || (query.isFetching && query.isError),
    error: query.isFetching ? null : query.error,
    reload: () => void query.refetch(),
  };
}
