import type { ErrorCode } from './errors.js';
import type { Order, OrderStatus } from './orders.js';
import { PERSONAL_ORDER_SOURCE } from './personal-booking.js';

/**
 * PRODUCT.md "Orders" in one place: who may move an order from which state to which, when a
 * reason is needed, and the labels each side sees. The API's services ask this
 * file before every move and the web asks it which buttons to show; nothing else decides.
 *
 * Actors are relative to the order: `owner` is the order's vendor (for a personal booking, the
 * technician who made it), `technician` the assigned technician, `admin` any admin.
 */
export type OrderActor = 'owner' | 'technician' | 'admin';

interface Edge {
  from: OrderStatus[];
  to: OrderStatus;
  by: OrderActor[];
}

const BEFORE_CLOSED: OrderStatus[] = ['pending', 'accepted', 'en_route', 'in_progress', 'on_hold', 'completed'];

export const ORDER_TRANSITIONS: readonly Edge[] = [
  // The assigned technician accepts; the slot was already held free when it was assigned.
  { from: ['pending'], to: 'accepted', by: ['technician'] },
  { from: ['accepted'], to: 'en_route', by: ['technician'] },
  { from: ['accepted', 'en_route'], to: 'in_progress', by: ['technician'] },
  { from: ['accepted', 'en_route', 'in_progress'], to: 'on_hold', by: ['technician', 'owner'] },
  // Back from hold with a new window (PATCH the slot, then resume).
  { from: ['on_hold'], to: 'accepted', by: ['technician', 'owner'] },
  { from: ['in_progress'], to: 'completed', by: ['technician'] },
  // The vendor approves the finished work, or sends it back.
  { from: ['completed'], to: 'closed', by: ['owner'] },
  { from: ['completed'], to: 'in_progress', by: ['owner'] },
  { from: BEFORE_CLOSED, to: 'cancelled', by: ['owner'] },
];

/** Moves that need a reason in the history (PRODUCT.md: parts, customer…), whatever the state before. */
export const REASON_REQUIRED_FOR: ReadonlySet<OrderStatus> = new Set(['on_hold', 'cancelled']);

/**
 * Whether a move needs a reason: the states above, and a send-back (completed → in_progress):
 * the technician must read what is wrong with the work (issue 13). Ask this, not the set alone.
 */
export function reasonRequired(from: OrderStatus, to: OrderStatus): boolean {
  return REASON_REQUIRED_FOR.has(to) || (from === 'completed' && to === 'in_progress');
}

export interface TransitionRequest {
  from: OrderStatus;
  to: OrderStatus;
  actors: OrderActor[];
  personal: boolean;
  hasTechnician: boolean;
  reason?: string | null;
}

export type TransitionVerdict = { ok: true } | { ok: false; code: Extract<ErrorCode, 'TRANSITION_NOT_ALLOWED' | 'REASON_REQUIRED'> };

/** Whether the caller (in all the roles it holds on this order) may make the move. */
export function checkTransition(request: TransitionRequest): TransitionVerdict {
  const edge = ORDER_TRANSITIONS.find((candidate) => candidate.to === request.to && candidate.from.includes(request.from));
  const allowed =
    edge !== undefined &&
    // A personal booking only blocks time: its technician may cancel it, nothing else moves it.
    (!request.personal || request.to === 'cancelled') &&
    // Nobody accepts an order that has no technician.
    (request.to !== 'accepted' || request.hasTechnician) &&
    request.actors.some((actor) => actor === 'admin' || edge.by.includes(actor));
  if (!allowed) return { ok: false, code: 'TRANSITION_NOT_ALLOWED' };
  if (reasonRequired(request.from, request.to) && !request.reason?.trim()) return { ok: false, code: 'REASON_REQUIRED' };
  return { ok: true };
}

/** The states a caller could move the order to now (for the web's buttons). */
export function nextStates(request: Omit<TransitionRequest, 'to' | 'reason'>): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((edge) => edge.from.includes(request.from))
    .filter((edge) => checkTransition({ ...request, to: edge.to, reason: 'a reason' }).ok)
    .map((edge) => edge.to)
    .filter((to, index, all) => all.indexOf(to) === index);
}

/** Closed and cancelled orders are history: no edits, no assignment, no more moves. */
export const FINAL_ORDER_STATES: readonly OrderStatus[] = ['closed', 'cancelled'];

/**
 * States a technician may be (re)assigned in: before the work starts, or while it waits on hold.
 * A new assignment goes back to pending for the technician to accept.
 */
export const ASSIGNABLE_ORDER_STATES: readonly OrderStatus[] = ['pending', 'accepted', 'on_hold'];

/** Whether the order is history (closed or cancelled): nothing edits it any more. */
export function isFinalOrderState(status: OrderStatus): boolean {
  return FINAL_ORDER_STATES.includes(status);
}

/** Whether a technician may be (re)assigned to the order now; a personal booking keeps its own technician. */
export function canAssign(order: Pick<Order, 'status' | 'order_source'>): boolean {
  return order.order_source !== PERSONAL_ORDER_SOURCE && ASSIGNABLE_ORDER_STATES.includes(order.status);
}

/**
 * Issue 17: the assigned technician may give an assignment back (with a reason) while it is still
 * pending, before accepting; the order loses its technician and returns to the tray. Nobody else
 * declines (a vendor reassigns or cancels), and a personal booking is the technician's own time.
 */
export const DECLINABLE_ORDER_STATES: readonly OrderStatus[] = ['pending'];

/** Whether the caller, holding `actors` on the order, may decline its assignment now. */
export function canDecline(order: Pick<Order, 'status' | 'order_source' | 'technician_id'>, actors: readonly OrderActor[]): boolean {
  return order.order_source !== PERSONAL_ORDER_SOURCE && order.technician_id !== null && DECLINABLE_ORDER_STATES.includes(order.status) && actors.includes('technician');
}
