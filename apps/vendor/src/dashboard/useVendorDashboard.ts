import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order, OrderList, VendorDashboard } from '@fixflow/contracts';
import { useOrderChanges, useProfile, useShell } from '@fixflow/shell-sdk';

/** A day's visits fit one page; past this the list points to Orders for the rest. */
const DAY_LIMIT = 100;
/** A burst of pushed changes (a dispatcher assigning a dozen orders) reads the page once a second at most. */
const CHANGES_REFRESH_MS = 1000;

/** yyyy-mm-dd now in a timezone: the API reads "today" in the vendor's zone, UTC when none is set. */
export function dateInZone(zone: string | null | undefined, now = new Date()): string {
  const format = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(zone || 'UTC');
  } catch {
    return format('UTC');
  }
}

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
 * zone this browser does not know), the visits are read again for the API's day. Pushed order
 * changes read both again (once a second at most), so the page follows the technicians' work
 * without a refresh.
 */
export function useVendorDashboard(): VendorDashboardState {
  const { api } = useShell();
  const profile = useProfile();
  const zone = profile?.timezone;
  const [state, setState] = useState<Omit<VendorDashboardState, 'reload'>>({ dashboard: undefined, visits: [], moreVisits: false, loading: true, error: null });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const current = ++generation.current;
    const visitsOn = (day: string) => api.get<OrderList>('/orders', { date_from: day, date_to: day, limit: DAY_LIMIT });
    const guess = dateInZone(zone);
    try {
      const [dashboard, guessed] = await Promise.all([api.get<VendorDashboard>('/dashboard/vendor'), visitsOn(guess)]);
      const page = dashboard.today === guess ? guessed : await visitsOn(dashboard.today);
      if (current !== generation.current) return;
      setState({ dashboard, visits: visitsOf(page), moreVisits: page.next_cursor !== null, loading: false, error: null });
    } catch (error) {
      if (current !== generation.current) return;
      setState((shown) => ({ ...shown, loading: false, error }));
    }
  }, [api, zone]);

  useEffect(() => {
    void load();
  }, [load]);

  const reload = useCallback(() => {
    setState((shown) => ({ ...shown, loading: true, error: null }));
    void load();
  }, [load]);

  const pendingRefresh = useRef<number | null>(null);
  const lastRefresh = useRef(0);
  useOrderChanges(() => {
    if (pendingRefresh.current !== null) return;
    const wait = Math.max(0, lastRefresh.current + CHANGES_REFRESH_MS - Date.now());
    pendingRefresh.current = window.setTimeout(() => {
      pendingRefresh.current = null;
      lastRefresh.current = Date.now();
      void load();
    }, wait);
  });
  useEffect(
    () => () => {
      if (pendingRefresh.current !== null) window.clearTimeout(pendingRefresh.current);
    },
    [],
  );

  return { ...state, reload };
}
