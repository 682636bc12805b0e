import type { ErrorCode } from './errors.js';
import type { Order, OrderStatus } from './orders.js';
import type { Page } from './page.js';

/** GET /api/orders query. `cursor` is the opaque `next_cursor` of the previous page. */
export interface OrderListQuery {
  status?: OrderStatus;
  technician_id?: string;
  /** Admins (All Orders): one vendor's orders. Always within the caller's scope. */
  vendor_id?: string;
  date_from?: string;
  date_to?: string;
  search?: string;
  /** Issue 18: `date` (service date, then window) or `invoice` (the platform sequence); `created` (newest first) by default. */
  sort?: OrderListSort;
  /** With `sort`: `asc` or `desc` (default desc). */
  direction?: 'asc' | 'desc';
  limit?: number;
  cursor?: string;
}

export const ORDER_LIST_SORTS = ['created', 'date', 'invoice'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/**
 * POST /api/orders/bulk (issue 18): one action over several orders of the caller's, each judged on
 * its own (an order that may not be moved is reported, the others go through).
 */
export interface BulkOrderRequest {
  ids: string[];
  action: 'reassign' | 'cancel';
  /** For `reassign`. */
  technician_id?: string;
  /** For `cancel`, required there (the order's history keeps it); a reassignment takes none. */
  reason?: string;
}

export const BULK_ORDERS_MAX = 200;

export interface BulkOrderResult {
  items: { id: string; ok: boolean; code?: ErrorCode; order?: Order }[];
}

export type OrderList = Page<Order>;
