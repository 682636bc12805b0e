import type { OrderStatus } from './orders.js';

/** Kinds of in-app notification (SPEC.md §3 `notifications.type`). */
export const NOTIFICATION_TYPES = [
  'sms_received',
  'order_completed',
  'metrics_update',
  // Issue 17.
  'order_declined',
  'offer_taken',
  // Issue 18, the notification center: a technician's new assignment or offer, an order changed by
  // someone else, a settlement statement ready.
  'order_assigned',
  'order_offered',
  'order_changed',
  'settlement_ready',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** One row of GET /api/notifications (snake_case like the rest of the API). */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  is_read: boolean;
  created_at: string;
  data: Record<string, unknown>;
}

/** GET /api/notifications: newest first, keyset pages (`cursor` is the previous page's `next_cursor`; issue 18). */
export interface NotificationList {
  items: NotificationItem[];
  next_cursor: string | null;
}

/** POST /api/notifications/read-all (issue 18): the caller's unread notifications, all marked read. */
export interface ReadAllResult {
  marked: number;
}

/** GET /api/notifications/unread-count. */
export interface UnreadCount {
  count: number;
}

/**
 * Socket event REALTIME_EVENTS.notificationChanged, sent to the notification's own user when one
 * is created or marked read (SPEC.md §7: the unread count is refetched "on realtime change"), or
 * when the user marked all read (`read_all`, issue 18: `id` and `type` null), so every session of
 * that user updates its badge.
 */
export interface NotificationChangedEvent {
  action: 'created' | 'read' | 'read_all';
  id: string | null;
  type: NotificationType | null;
}

/** SPEC.md §2: the sidebar's Customers badge polls the unread SMS count this often. */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/** SPEC.md §9: the app polls its unread order_completed (and metrics_update) notifications this often. */
export const NOTIFICATION_POLL_MS = 30_000;
/** SPEC.md §4/§9: a notification that arrives live is acted on this long after its arrival. */
export const LIVE_NOTIFICATION_DELAY_MS = 2_000;

/** `data` of an order_completed notification (issue 13): the vendor's app calculates the order's financials. */
export interface OrderCompletedData {
  order_id: string;
  invoice_number: string;
  completion_id: string;
  action: 'calculate_financials';
}

export function isOrderCompletedData(data: Record<string, unknown>): data is Record<string, unknown> & OrderCompletedData {
  return data.action === 'calculate_financials' && typeof data.order_id === 'string';
}

/** `data` of an order_declined notification (issue 17): the technician gave the assignment back; the order is in the tray again. */
export interface OrderDeclinedData {
  order_id: string;
  invoice_number: string;
  technician_id: string;
  technician_name: string | null;
  reason: string;
}

/** `data` of an offer_taken notification (issue 17): who took the vendor's offer. */
export interface OfferTakenData {
  order_id: string;
  invoice_number: string;
  offer_id: string;
  technician_id: string;
  technician_name: string | null;
}

export function isOrderDeclinedData(data: Record<string, unknown>): data is Record<string, unknown> & OrderDeclinedData {
  return typeof data.order_id === 'string' && typeof data.invoice_number === 'string' && typeof data.reason === 'string';
}

export function isOfferTakenData(data: Record<string, unknown>): data is Record<string, unknown> & OfferTakenData {
  return typeof data.order_id === 'string' && typeof data.invoice_number === 'string' && typeof data.offer_id === 'string';
}

/** `data` of the notification center's order notifications (issue 18): enough to say it and link it. */
export interface OrderNotificationData {
  order_id: string;
  invoice_number: string;
  /** Who did it, as the recipient may see them. */
  actor_name?: string | null;
  /** For order_changed: what changed (history kinds, e.g. ["rescheduled"]). */
  what?: string[];
  /** The order's status after the change (issue 18: "moved INV-1042 to On the way"). */
  status?: OrderStatus;
}

export function isOrderNotificationData(data: Record<string, unknown>): data is Record<string, unknown> & OrderNotificationData {
  return typeof data.order_id === 'string' && typeof data.invoice_number === 'string';
}

/** `data` of settlement_ready: a statement was finalized (issue 13's settlement), to read or pay. */
export interface SettlementReadyData {
  settlement_id: string;
  week_start: string;
}
