import type { AssignMoveFields } from './dispatch.js';
import type { ErrorCode } from './errors.js';
/**
 * Orders, customers and time slots as they cross the wire (SPEC.md §3 field names, snake_case).
 * The label table lives here because both the API (which stores the labels) and the web (which
 * shows them) need the same answer; the API's state machine is the only writer.
 */

import type { Appliance, CreateApplianceRequest, OrderRecall, RecallStatus } from './appliances.js';
import type { CompletionRequest } from './money.js';

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'en_route',
  'in_progress',
  'on_hold',
  'completed',
  'closed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type VendorOrderLabel =
  | 'New'
  | 'Scheduled'
  | 'Dispatched'
  | 'In progress'
  | 'On hold'
  | 'Awaiting approval'
  | 'Done'
  | 'Cancelled';
export type TechnicianOrderLabel =
  | ''
  | 'Assigned'
  | 'Accepted'
  | 'On the way'
  | 'Working'
  | 'On hold'
  | 'Completed'
  | 'Closed'
  | 'Cancelled';

const VENDOR_LABELS: Record<OrderStatus, VendorOrderLabel> = {
  pending: 'New',
  accepted: 'Scheduled',
  en_route: 'Dispatched',
  in_progress: 'In progress',
  on_hold: 'On hold',
  completed: 'Awaiting approval',
  closed: 'Done',
  cancelled: 'Cancelled',
};

const TECHNICIAN_LABELS: Record<Exclude<OrderStatus, 'pending'>, TechnicianOrderLabel> = {
  accepted: 'Accepted',
  en_route: 'On the way',
  in_progress: 'Working',
  on_hold: 'On hold',
  completed: 'Completed',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** PRODUCT.md "Orders": the two labels are always derived from status (and, when pending, from whether a technician is set). */
export function orderLabels(
  status: OrderStatus,
  hasTechnician: boolean,
): { vendor_status: VendorOrderLabel; technician_status: TechnicianOrderLabel } {
  const technician_status = status === 'pending' ? (hasTechnician ? 'Assigned' : '') : TECHNICIAN_LABELS[status];
  return { vendor_status: VENDOR_LABELS[status], technician_status };
}

export const NAMED_TIME_SLOTS = ['morning', 'afternoon', 'evening', 'all_day'] as const;
export type NamedTimeSlot = (typeof NAMED_TIME_SLOTS)[number];
/** A named slot or an exact window 'HH:MM-HH:MM' in the vendor's timezone. */
export type TimeSlot = NamedTimeSlot | `${string}:${string}-${string}:${string}`;

export const PERSONAL_ORDER_SOURCE = 'technician_personal';
/**
 * Issue 18: a personal booking only blocks time and is never invoiced, so it takes no invoice
 * number: its `invoice_number` is this prefix and a sequence of its own ('PB-7'), and the
 * platform's INV- sequence has no gaps where technicians booked time. Screens never show it.
 */
export const PERSONAL_BOOKING_NUMBER_PREFIX = 'PB-';

/** SPEC.md §5's personal booking defaults, for the fields a technician leaves out. */
export const PERSONAL_BOOKING_DEFAULTS = {
  customer_name: 'Personal Booking',
  phone: '000-000-0000',
  address: 'Private',
  city: 'Unknown',
  state: 'Unknown',
  zip_code: '00000',
  time_slot: 'morning',
  appliance_type: 'personal',
  issue_description: 'Busy - personal booking',
  taxable: false,
  tax_rate: 0,
} as const;

/** The note a technician wrote on its personal booking; null when it left none (SPEC.md §5's default stands in). */
export function personalBookingNote(order: Pick<Order, 'issue_description'>): string | null {
  const note = order.issue_description?.trim();
  return note && note !== PERSONAL_BOOKING_DEFAULTS.issue_description ? note : null;
}
export const ORDER_SOURCES = ['phone', 'website', 'sms', 'email', 'referral', 'other', PERSONAL_ORDER_SOURCE] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export interface OrderTechnician {
  id: string;
  full_name: string | null;
}

export interface Order {
  id: string;
  /** 'INV-' + the platform-wide sequence; a personal booking's is PERSONAL_BOOKING_NUMBER_PREFIX + its own. */
  invoice_number: string;
  vendor_id: string | null;
  customer_id: string | null;
  technician_id: string | null;
  technician: OrderTechnician | null;
  order_source: OrderSource;
  customer_name: string;
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  /** yyyy-mm-dd */
  service_date: string;
  time_slot: string;
  /** The slot as instants (ISO 8601), computed in the vendor's timezone. */
  starts_at: string;
  ends_at: string;
  appliance_type: string | null;
  /** The customer's appliance the order is for (issue 14); null when none was recorded. */
  appliance_id: string | null;
  /** Set when the order repeats an earlier one (issue 14's recall rule); see OrderDetails.recall. */
  recall_of_order_id: string | null;
  recall_status: RecallStatus | null;
  /** The customer's 1–5 rating, recorded by the vendor when closing; null until then. */
  rating: number | null;
  issue_description: string | null;
  taxable: boolean;
  tax_rate: number;
  invoice_message: string | null;
  status: OrderStatus;
  technician_status: TechnicianOrderLabel;
  vendor_status: VendorOrderLabel;
  created_at: string;
  updated_at: string;
}

/**
 * What one line of an order's history records (issue 18: every change, not only moves):
 * `created` (the first line, the same for every viewer), `status` (a move of the state machine),
 * `assigned` / `unassigned` / `declined` (the technician), `rescheduled` (date or window),
 * `edited` (other fields, `changes` says which), `offered` / `offer_taken` / `offer_withdrawn`,
 * `hours_override` (assigned outside the technician's hours), `payment`, `rating`.
 */
export const ORDER_HISTORY_KINDS = [
  'created',
  'status',
  'assigned',
  'unassigned',
  'declined',
  'rescheduled',
  'edited',
  'offered',
  'offer_taken',
  'offer_withdrawn',
  'hours_override',
  'payment',
  'rating',
] as const;
export type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number];

/** A field's value before and after an edit (strings as the wire spells them; null when empty). */
export interface FieldChange {
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface OrderHistoryEntry {
  id: string;
  /** Issue 18: what the line records (lines written before it: `created` or `status`). */
  kind: OrderHistoryKind;
  from: OrderStatus | null;
  to: OrderStatus;
  actor_id: string | null;
  actor_role: string | null;
  /** Who acted, as the viewer may see them (the vendor's company, the technician's name, "Administrator"); null for the system. */
  actor_name: string | null;
  reason: string | null;
  /** For a cancellation: whose side called it off. */
  cancel_side: CancelSide | null;
  /** For `edited`, `rescheduled`, `assigned`, `payment`, `rating`: the fields that changed. */
  changes: Record<string, FieldChange> | null;
  at: string;
}

export interface OrderDetails extends Order {
  history: OrderHistoryEntry[];
  appliance: Appliance | null;
  recall: OrderRecall | null;
}

/** POST /api/orders. customer_name and phone are required; empty optional fields become null. */
export interface CreateOrderRequest {
  customer_name: string;
  phone: string;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  service_date: string;
  time_slot: string;
  appliance_type?: string | null;
  /** One of the customer's appliances; or `appliance` to record a new one with the order. */
  appliance_id?: string | null;
  appliance?: CreateApplianceRequest | null;
  issue_description?: string | null;
  taxable?: boolean;
  tax_rate?: number;
  invoice_message?: string | null;
  order_source?: Exclude<OrderSource, typeof PERSONAL_ORDER_SOURCE>;
}

/** PATCH /api/orders/:id; a new date or slot of an assigned order outside its technician's hours needs `override_hours` (issue 17). */
export type UpdateOrderRequest = Partial<CreateOrderRequest> & Pick<AssignMoveFields, 'override_hours'>;

/**
 * POST /api/orders/personal: everything optional; SPEC.md §5 defaults fill the rest (null or blank
 * too). Time a technician blocks for itself has no customer, so no appliance either.
 */
export type CreatePersonalOrderRequest = Partial<Omit<CreateOrderRequest, 'order_source' | 'customer_name' | 'phone' | 'service_date' | 'appliance_id' | 'appliance'>> & {
  /** The one field a booking needs (the API refuses one without it). */
  service_date: string;
  customer_name?: string | null;
  phone?: string | null;
};

/** POST /api/orders/:id/assign; from the board also the new date and slot, in one move (AssignMoveFields, dispatch.ts). */
export interface AssignOrderRequest extends AssignMoveFields {
  technician_id: string;
}

export interface TransitionOrderRequest {
  to: OrderStatus;
  reason?: string;
  /** Required with `to: "completed"`: the job's figures and the payments taken (issue 13). */
  completion?: CompletionRequest;
  /** With `to: "closed"`: the customer's 1–5 rating (issue 14), optional. */
  rating?: number | null;
  /** With `to: "cancelled"`: whose side called it off; a customer-side cancellation never counts against the technician. */
  cancel_side?: CancelSide;
}

export const CANCEL_SIDES = ['customer', 'company'] as const;
export type CancelSide = (typeof CANCEL_SIDES)[number];

/** PUT /api/orders/:id/rating (the vendor, on a closed order): a rating change is a metrics_update. */
export interface OrderRatingRequest {
  rating: number | null;
}

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

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export type OrderList = Page<Order>;

/** What 409 SLOT_TAKEN carries: the technician's slot that clashes. */
export interface BusySlot {
  kind: 'order' | 'personal' | 'time_off';
  order_id?: string;
  /** yyyy-mm-dd in the slot's timezone */
  date: string;
  /** ISO 8601 instants */
  start: string;
  end: string;
}

export interface Customer {
  id: string;
  vendor_id: string;
  first_name: string;
  last_name: string | null;
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  updated_at: string;
}

export interface CustomerDetails extends Customer {
  orders: Order[];
  /** The customer's appliances (issue 14), oldest first. */
  appliances: Appliance[];
}

export type CustomerList = Page<Customer>;

export interface CreateCustomerRequest {
  name: string;
  phone: string;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  /** Issue 18: the vendor's notes about the customer (CUSTOMER_NOTES_MAX). */
  notes?: string | null;
}

/** POST /api/technicians (a vendor invites a technician to its roster by email; see RosterInvitation). */
export interface AddRosterTechnicianRequest {
  email: string;
  commission_rate?: number | null;
}

/** Working hours on one weekday (0 = Sunday), 'HH:MM' local time. */
export interface WeeklyHoursEntry {
  weekday: number;
  start: string;
  end: string;
}

export interface TimeOffEntry {
  id: string;
  date: string;
  time_slot: string;
  start: string;
  end: string;
  reason: string | null;
}

export interface TechnicianAvailability {
  weekly_hours: WeeklyHoursEntry[];
  time_off: TimeOffEntry[];
}

/** POST /api/technicians/me/time-off; time_slot defaults to all_day. */
export interface CreateTimeOffRequest {
  date: string;
  time_slot?: string;
  reason?: string | null;
}

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
}
