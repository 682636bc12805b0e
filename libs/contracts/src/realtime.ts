import type { Order } from './orders.js';

/**
 * Socket.io event names the API emits (path /api/socket.io, auth: {token}), each only to the
 * users concerned: order.changed → OrderChangedEvent, notification.changed → NotificationChangedEvent,
 * roster.changed → RosterChangedEvent, sms.changed → SmsChangedEvent, chat.message → ChatMessageEvent,
 * offer.changed → OfferChangedEvent.
 */
export const REALTIME_EVENTS = {
  orderChanged: 'order.changed',
  notificationChanged: 'notification.changed',
  rosterChanged: 'roster.changed',
  /** SmsChangedEvent (messages.ts): to the vendor's users (and the admins for an unknown text). */
  smsChanged: 'sms.changed',
  /** ChatMessageEvent (messages.ts): to every member of the conversation. */
  chatMessage: 'chat.message',
  /** OfferChangedEvent (dispatch.ts): to the vendor's user and every technician the offer went to. */
  offerChanged: 'offer.changed',
} as const;

export interface OrderChangedEvent {
  /** `declined`: the technician gave the assignment back (issue 17); the order has no technician now. */
  action: 'created' | 'updated' | 'assigned' | 'transitioned' | 'declined';
  order: Order;
  /**
   * The users this change gave a notification (order_assigned, order_changed), already stored: their
   * bell reads its count again on this event, and no notification.changed is sent for it, so a
   * change is one message per socket (issue 20).
   */
  notified?: string[];
}
