import { ORDER_LIST_SORTS, ORDER_STATUSES, type Order, type OrderListQuery, type OrderListSort, type OrderStatus } from '@fixflow/contracts';

/** The list's address parameters: every filter and the sort live in the URL, so a reload or a shared link keeps them. */
export const ORDER_LIST_PARAMS = ['status', 'technician_id', 'date_from', 'date_to', 'search', 'sort', 'direction'] as const;
export type OrderListParam = (typeof ORDER_LIST_PARAMS)[number];

/** What the list asks the API for: GET /api/orders and its CSV export take the same. */
export type OrderListFilters = Omit<OrderListQuery, 'limit' | 'cursor' | 'vendor_id'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly (string | undefined)[]).includes(value) ? (value as T) : undefined;

/** The address's parameters as a query the API accepts: a hand-edited or stale value is dropped, never sent to be refused. */
export function filtersFrom(values: Record<OrderListParam, string | undefined>): OrderListFilters {
  const sort = oneOf<OrderListSort>(ORDER_LIST_SORTS, values.sort);
  const filters: OrderListFilters = {
    status: oneOf<OrderStatus>(ORDER_STATUSES, values.status),
    technician_id: values.technician_id && UUID.test(values.technician_id) ? values.technician_id : undefined,
    date_from: values.date_from && DAY.test(values.date_from) ? values.date_from : undefined,
    date_to: values.date_to && DAY.test(values.date_to) ? values.date_to : undefined,
    search: values.search?.trim() || undefined,
    // "created, newest first" is the default: the address says nothing for it.
    sort: sort === 'created' ? undefined : sort,
    direction: sort && sort !== 'created' ? (oneOf(['asc', 'desc'] as const, values.direction) ?? 'desc') : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as OrderListFilters;
}

/**
 * Whether a pushed order belongs in the list as filtered (the text search is the API's to judge:
 * an order it cannot judge is never added, only updated where it is shown).
 */
export function matchesFilters(order: Order, filters: OrderListFilters): boolean {
  if (filters.status && order.status !== filters.status) return false;
  if (filters.technician_id && order.technician_id !== filters.technician_id) return false;
  if (filters.date_from && order.service_date < filters.date_from) return false;
  if (filters.date_to && order.service_date > filters.date_to) return false;
  return true;
}
