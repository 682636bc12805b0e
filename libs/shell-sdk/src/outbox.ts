import type { OrderStatus } from '@fixflow/contracts';

/**
 * The technician's outbox (issue 19): every action taken on the phone is sent at once when the
 * network allows, else kept on the phone (IndexedDB) with its idempotency key and replayed in
 * order when the network returns. The host owns the one outbox and lends it to remotes
 * (`useShell().outbox`); the engine is `@fixflow/shell-sdk/outbox`'s createOutbox. Types only here:
 * the SDK's shared entry stays the host's services and session.
 */

/** What the technician did, for the list of what is waiting and for a refusal's explanation. */
export type OutboxActionKind =
  | 'accept'
  | 'back_to_new'
  | 'en_route'
  | 'start'
  | 'hold'
  | 'resume'
  | 'complete'
  | 'close'
  | 'cancel'
  | 'decline'
  | 'personal_booking'
  | 'time_off'
  | 'time_off_removed'
  | 'offer_take';

/** Translated when shown, so a language switch re-words the list: "Start INV-1042". */
export interface OutboxLabel {
  kind: OutboxActionKind;
  /** What it was about: an invoice number, a date or a date range. */
  ref: string;
}

/**
 * How a queued action shows before the server has it, re-applied over every fresh answer until it
 * is sent: the order's status moves (its card moves list), a declined order or a taken offer leaves.
 */
export type OutboxPatch =
  | { kind: 'order-status'; order_id: string; to: OrderStatus }
  | { kind: 'order-gone'; order_id: string }
  | { kind: 'offer-gone'; offer_id: string };

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a page asks the outbox to send. */
export interface OutboxAction {
  method: OutboxMethod;
  /** The client's path, under /api: `/orders/<id>/transitions`. */
  path: string;
  body?: unknown;
  label: OutboxLabel;
  /**
   * What the action changes (`order:<id>`): a later action on the same subject depends on this one,
   * and is refused with it. Null when nothing later can depend on it.
   */
  subject: string | null;
  /** The order it acts on: after a refusal the explanation says what the server holds now. */
  order_id?: string;
  patch?: OutboxPatch;
}

/** One queued action as IndexedDB keeps it. */
export interface OutboxEntry extends OutboxAction {
  id: string;
  /** The Idempotency-Key (uuid v4) it was first sent with, and every retry since. */
  key: string;
  user_id: string;
  /** ISO 8601. */
  created_at: string;
}

/** What the server held when a replayed action was refused. */
export type OutboxServerState = { status: OrderStatus; invoice_number: string } | 'gone' | null;

/** A refused action, kept (also on the phone) until the technician dismisses it. */
export interface OutboxConflict {
  id: string;
  entry: OutboxEntry;
  status: number;
  code: string;
  /** The API's message, in the language of the request. */
  message: string;
  /** Refused because the earlier action on the same subject was: that one's label. */
  after?: OutboxLabel;
  server: OutboxServerState;
  at: string;
}

export interface OutboxSnapshot {
  /** The signed-in user's queued actions, oldest first. */
  entries: readonly OutboxEntry[];
  conflicts: readonly OutboxConflict[];
  replaying: boolean;
}

/** `queued`: kept on the phone (offline, or the network failed); `answer`: sent, the API's answer. */
export type OutboxResult<T = unknown> = { queued: false; answer: T } | { queued: true; entry: OutboxEntry };

export interface Outbox {
  /**
   * Sends now when online and nothing waits before it; otherwise queues (the optimistic change
   * applied). A refusal of an action sent now rejects as the API client does.
   */
  send<T = unknown>(action: OutboxAction): Promise<OutboxResult<T>>;
  /** Sends what waits, in order (the host calls it on start, `online`, a socket reconnection and Background Sync). */
  replay(): Promise<void>;
  dismiss(conflictId: string): Promise<void>;
  getSnapshot(): OutboxSnapshot;
  subscribe(listener: () => void): () => void;
}
