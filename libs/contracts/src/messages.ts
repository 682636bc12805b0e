/**
 * Messages (issue 15, PRODUCT.md "Messages"): customers' texts (SMS in and out, one thread per
 * customer), the admin's Unknown SMS queue, and chat (conversations per order and support).
 */

/** The longest text a reply or a chat message may carry (SMS concatenation tops out near it). */
export const MESSAGE_MAX_LENGTH = 1600;

/** SPEC.md §9: the chat widget loads this long after the page. */
export const CHAT_WIDGET_DELAY_MS = 100;

/** Carrier keywords (case-insensitive, the whole text trimmed): the customer opts out or back in. */
export const SMS_OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;

export type SmsKeyword = 'opt_out' | 'opt_in' | null;

/** Whether a text is a carrier keyword (Twilio's standard set), and which. */
export function smsKeyword(body: string): SmsKeyword {
  const word = body.trim().toUpperCase();
  if ((SMS_OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt_out';
  if ((SMS_OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt_in';
  return null;
}

export type SmsDirection = 'in' | 'out';
/**
 * An outgoing text's delivery: queued (the job will send it), sent (the provider took it),
 * delivered / failed / undelivered (the provider's report), recorded (the local transport kept it:
 * no provider is configured). Incoming texts are `received`.
 */
export const SMS_STATUSES = ['received', 'queued', 'sent', 'delivered', 'failed', 'undelivered', 'recorded'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** One text of a customer's thread (GET /api/customers/:id/messages). */
export interface SmsMessage {
  id: string;
  customer_id: string | null;
  direction: SmsDirection;
  /** E.164 */
  from: string;
  to: string;
  body: string;
  media_urls: string[];
  status: SmsStatus;
  /** Why sending failed, in the provider's words; null otherwise. */
  error: string | null;
  /** Who replied (a vendor's user); null for incoming texts and those the API sends on its own (the "on my way" text). */
  author_id: string | null;
  created_at: string;
}

/** A page of a thread, newest last; `next_cursor` reads older texts. */
export interface SmsThread {
  items: SmsMessage[];
  next_cursor: string | null;
  /** The customer said STOP: nothing goes out until it says START. */
  opted_out: boolean;
}

/** POST /api/customers/:id/messages. */
export interface SendSmsRequest {
  body: string;
}

/** What the admin may do with an unknown text. */
export type UnmatchedResolution = 'attached' | 'customer_created' | 'dismissed' | 'blocked';

/** A customer an unknown text could belong to (several vendors' customers share the number). */
export interface UnmatchedCandidate {
  customer_id: string;
  vendor_id: string;
  vendor_name: string;
  customer_name: string;
  phone: string;
}

/** One row of GET /api/admin/unmatched-sms. */
export interface UnmatchedSms {
  id: string;
  from: string;
  to: string;
  body: string;
  media_urls: string[];
  received_at: string;
  candidates: UnmatchedCandidate[];
  resolution: UnmatchedResolution | null;
  resolved_by: string | null;
  /** The admin who resolved it, by name (email when it has none). */
  resolved_by_name: string | null;
  resolved_at: string | null;
  /** The customer it was attached to (or created for it). */
  customer_id: string | null;
  /** That customer's name and vendor, for the Resolved tab. */
  customer_name: string | null;
  vendor_name: string | null;
  /** Why it was dismissed or blocked, as the admin wrote it. */
  reason: string | null;
}

export type UnmatchedSmsStatus = 'open' | 'resolved';

export interface UnmatchedSmsList {
  items: UnmatchedSms[];
  next_cursor: string | null;
}

/**
 * POST /api/admin/unmatched-sms/:id/attach: to an existing customer (`customer_id`, optionally
 * adding the number to it as its phone when it has none that matches) or to a new customer of a
 * vendor (`vendor_id` + `name`).
 */
export interface AttachUnmatchedRequest {
  customer_id?: string;
  /** With `customer_id`: also record the sender's number as one of that customer's (customer_phones). */
  add_number?: boolean;
  vendor_id?: string;
  name?: string;
}

/** POST /api/admin/unmatched-sms/:id/dismiss; `block: true` also blocks the number. */
export interface DismissUnmatchedRequest {
  block?: boolean;
  reason?: string | null;
}

/** `data` of an sms_received notification (the vendor's red Customers badge). */
export interface SmsReceivedData {
  action: 'open_thread';
  customer_id: string;
  message_id: string;
}

export type ConversationKind = 'order' | 'support';

/** One row of GET /api/conversations: the caller's conversations, the newest activity first. */
export interface Conversation {
  id: string;
  kind: ConversationKind;
  /** For an order conversation: the order it is about. */
  order_id: string | null;
  invoice_number: string | null;
  /** A line naming the other side ("INV-1042 · Ann Lee", "Support · Acme Appliance Repair"). */
  title: string;
  last_message: ChatMessage | null;
  unread: number;
  updated_at: string;
}

export interface ConversationList {
  items: Conversation[];
  /** Unread messages across every conversation (the menu's count). */
  unread: number;
}

export interface ChatMessage {
  id: string;
  conversation_id: string;
  author_id: string;
  author_name: string | null;
  author_role: string;
  /** Plain text: shown as text, never as HTML. */
  body: string;
  created_at: string;
}

export interface ChatMessagePage {
  items: ChatMessage[];
  next_cursor: string | null;
}

/** POST /api/conversations/:id/messages. */
export interface SendChatMessageRequest {
  body: string;
}

/**
 * POST /api/conversations/:id/read: marks read up to and including the message `through` (the
 * newest one the reader was shown), so a message that arrives while the mark is on its way stays
 * unread; without it, up to now. A mark never moves back.
 */
export interface MarkConversationReadRequest {
  through?: string;
}

/**
 * POST /api/conversations: open (or find) the conversation about an order, or the caller's support
 * conversation with the admins.
 */
export interface OpenConversationRequest {
  kind: ConversationKind;
  order_id?: string;
}

/** Socket events of messages (REALTIME_EVENTS in orders.ts holds the names). */
export interface SmsChangedEvent {
  action: 'received' | 'sent' | 'status';
  customer_id: string | null;
  message: SmsMessage;
}

export interface ChatMessageEvent {
  conversation_id: string;
  message: ChatMessage;
}
