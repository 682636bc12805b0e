import type { Appliance, CreateApplianceRequest, OrderRecall, RecallStatus } from './appliances.js';
import type { AssignMoveFields } from './dispatch.js';
import type { CustomerContactFields } from './customers.js';
import type { CompletionRequest } from './money.js';
import type { OrderHistoryEntry } from './order-history.js';
import { PERSONAL_ORDER_SOURCE } from './personal-booking.js';
/**
 * Orders as they cross the wire (SPEC.md §3 field names, snake_case): statuses and their labels,
 * time slots, the order itself and the requests that create, edit and move it. The label table
 * lives here because both the API (which stores the labels) and the web (which shows them) need
 * the same answer; the API's state machine is the only writer. An order's history lines are in
 * order-history.ts, its list and bulk actions in order-list.ts, a personal booking's in
 * personal-booking.ts.
 */

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

export interface OrderDetails extends Order {
  history: OrderHistoryEntry[];
  appliance: Appliance | null;
  recall: OrderRecall | null;
}

/** POST /api/orders. customer_name and phone are required; empty optional fields become null. */
export interface CreateOrderRequest extends CustomerContactFields {
  customer_name: string;
  phone: string;
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
