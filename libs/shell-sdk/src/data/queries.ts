import { QueryClient, onlineManager, type QueryKey } from '@tanstack/react-query';
import { REALTIME_EVENTS, type NotificationChangedEvent, type OrderChangedEvent, type SmsChangedEvent } from '@fixflow/contracts';
import type { LiveEvents } from '../live-events';

/**
 * Every query's key starts with what invalidates it: an order event invalidates `orders`, a
 * roster event `roster`, an SMS notification `notifications`.
 */
export const queryKeys = {
  orders: ['orders'] as const,
  /** Keyset lists (useInfiniteQuery): patched in place by their page, refetched when shown again. */
  orderLists: ['orders', 'list'] as const,
  orderList: (filters: object) => ['orders', 'list', filters] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  /** The dispatch board (issue 17) by its range and vendor: under `orders`, so every order event reads it again. */
  board: (filters: { start: string; end: string; vendor_id?: string }) => ['orders', 'board', filters] as const,
  /** Under its order's key: an order event (a completion sent back, done again) reads it again too. */
  orderFinancials: (id: string) => ['orders', 'detail', id, 'financials'] as const,
  /** Roster and invitations, both sides: a roster event reads them all again. */
  roster: ['roster'] as const,
  technicians: ['roster', 'technicians'] as const,
  technician: (id: string) => ['roster', 'technicians', id] as const,
  sentInvitations: ['roster', 'invitations', 'sent'] as const,
  myInvitations: ['roster', 'invitations', 'mine'] as const,
  customers: ['customers'] as const,
  customerList: (filters: object) => ['customers', 'list', filters] as const,
  customer: (id: string) => ['customers', 'detail', id] as const,
  /** The vendor's likely duplicate customers (issue 18): any customer change reads them again. */
  customerDuplicates: ['customers', 'duplicates'] as const,
  /** A customer's SMS thread (keyset pages), under its customer: an `sms.changed` reads the shown ones again. */
  customerMessages: (id: string) => ['customers', 'detail', id, 'messages'] as const,
  vendors: ['vendors'] as const,
  vendorList: (filters: object) => ['vendors', 'list', filters] as const,
  vendor: (id: string) => ['vendors', 'detail', id] as const,
  /** Administrators and User Management (issue 16): every action reads both again (an admin is a user too). */
  admins: ['admins'] as const,
  adminUsers: ['admin-users'] as const,
  adminUserList: (filters: object) => ['admin-users', 'list', filters] as const,
  /** Admin › Technicians (issue 16): a status change reads the lists again and the record's history. */
  adminTechnicians: ['admin-technicians'] as const,
  adminTechnicianList: (filters: object) => ['admin-technicians', 'list', filters] as const,
  adminTechnician: (id: string) => ['admin-technicians', 'detail', id] as const,
  /** The audit log (issue 16), by its filters: every admin action reads it again. */
  audit: ['audit'] as const,
  auditList: (filters: object) => ['audit', 'list', filters] as const,
  /** The admins' System Settings (issue 16), one key per tab under one root. */
  systemSettings: ['system-settings'] as const,
  systemSettingsTab: (tab: string, filters: object = {}) => ['system-settings', tab, filters] as const,
  /** The admins' Unknown SMS queue (issue 15), by tab: an `sms.changed` reads it again. */
  unmatchedSms: ['unmatched-sms'] as const,
  unmatchedSmsList: (status: string) => ['unmatched-sms', status] as const,
  availability: (technicianId: string) => ['availability', technicianId] as const,
  /** Open offers (issue 17): a technician's to take, a vendor's own; `offer.changed` patches them. */
  offers: ['offers'] as const,
  notifications: ['notifications'] as const,
  notificationList: (filters: object) => ['notifications', 'list', filters] as const,
  /** The header's notification center (issue 18): its keyset pages, newest first; any notification change reads it again. */
  notificationCenter: ['notifications', 'center'] as const,
  vendorSettings: ['vendor-settings'] as const,
  /** Weekly statements: an action on one (finalize, payout) reads the lists again too. */
  settlements: ['settlements'] as const,
  settlementList: (filters: object) => ['settlements', 'list', filters] as const,
  settlement: (id: string) => ['settlements', 'detail', id] as const,
  /** Payments: one recorded by hand on an order reads the lists again. */
  payments: ['payments'] as const,
  paymentList: (filters: object) => ['payments', 'list', filters] as const,
  /** A customer's invoice after paying online, by the pay link's token (public), with the Checkout Session Stripe returned from. */
  publicInvoice: (token: string, sessionId: string | null = null) => ['invoices', token, sessionId] as const,
  /** Every unread badge (a notification marked read here may be any of them). */
  unreadCounts: ['notifications', 'unread-count'] as const,
  /** An unread badge: one type's (the Customers badge) or, with 'all', the notification center's bell. */
  unreadCount: (type: string) => ['notifications', 'unread-count', type] as const,
  /** Technicians' stored figures (issue 14): a recalculation reads every one of them again. */
  metrics: ['metrics'] as const,
  technicianMetrics: (id: string, period: { period_start: string; period_end: string }) => ['metrics', 'technician', id, period] as const,
  /** The vendor's /technicians/performance and the orders behind one of its figures. */
  performance: (period: { period_start: string; period_end: string }) => ['metrics', 'performance', period] as const,
  metricOrders: (filters: { technician_id: string; metric: string; period_start: string; period_end: string }) => ['metrics', 'orders', filters] as const,
  /** Chat (issue 15): the caller's conversations with the unread total, and each one's keyset pages. */
  chat: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  chatMessages: (id: string) => ['chat', 'messages', id] as const,
};

/**
 * The host's client: no retry (an error shows at once, as before), answers kept while a refetch runs.
 * react-query assumes a network until the browser's first offline event: a page opened in a basement
 * starts offline instead, so its queries wait (paused) rather than fail, and show what was saved.
 */
export function createQueryClient(): QueryClient {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** useInfiniteQuery over the API's keyset pages (`limit` + `cursor`, answered with `next_cursor`). */
export const keysetPages = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: { next_cursor: string | null }) => page.next_cursor,
};

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

/** A burst of pushed changes (a dispatcher assigning a dozen orders) reads the affected queries once a second at most. */
export const LIVE_REFRESH_MS = 1000;

/** Runs `refresh` soon after an event, coalescing a burst into one run and spacing runs LIVE_REFRESH_MS apart. */
function throttled(refresh: () => void): { run(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = -Infinity;
  return {
    run() {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        refresh();
      }, Math.max(0, last + LIVE_REFRESH_MS - Date.now()));
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
    },
  };
}

/**
 * The host's socket drives the cache: an order change refetches what shows orders (a list
 * already read page by page is marked stale only: its page patches the changed row in place,
 * and it is read again when shown next); a roster change the roster and the offers; an SMS the unread badge and
 * the customer threads shown; any notification change the badges and the notification center,
 * and so does an order change that names the signed-in user (`me`) among those it notified (an
 * order change's own notifications come in its order.changed, not beside it).
 * After a reconnection everything shown is read again, so nothing missed offline stays stale.
 */
export function wireLiveQueries(queryClient: QueryClient, live: LiveEvents, me: () => string | null = () => null): () => void {
  const orders = throttled(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders, predicate: (query) => !startsWith(query.queryKey, queryKeys.orderLists) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orderLists, refetchType: 'none' });
  });
  // A roster change the roster, and the offers its technician may take (off a roster, that vendor's leave its list).
  const roster = throttled(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.roster });
    void queryClient.invalidateQueries({ queryKey: queryKeys.offers });
  });
  const sms = throttled(() => void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount('sms_received') }));
  // Any notification created or read (here or in another session of the user): the bell's count and the center's list.
  const notifications = throttled(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount('all') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notificationCenter });
  });
  // A text in or out, or a delivery report: the threads shown (and the badge: a text arrived or was read).
  const threads = throttled(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.customers, predicate: (query) => query.queryKey[1] === 'detail' && query.queryKey[3] === 'messages' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount('sms_received') });
  });
  const offs = [
    live.on<OrderChangedEvent>(REALTIME_EVENTS.orderChanged, (event) => {
      orders.run();
      const user = me();
      if (user !== null && event.notified?.includes(user)) notifications.run();
    }),
    live.on(REALTIME_EVENTS.rosterChanged, () => roster.run()),
    live.on<NotificationChangedEvent>(REALTIME_EVENTS.notificationChanged, (event) => {
      notifications.run();
      // An SMS, or all read at once: the Customers badge too.
      if (event.type === 'sms_received' || event.action === 'read_all') sms.run();
    }),
    live.on<SmsChangedEvent>(REALTIME_EVENTS.smsChanged, () => threads.run()),
    live.onReconnect(() => void queryClient.invalidateQueries()),
  ];
  return () => {
    offs.forEach((off) => off());
    [orders, roster, sms, notifications, threads].forEach((refresh) => refresh.cancel());
  };
}
