import { type ErrorCode, orderLabels, type OrderStatus } from '@fixflow/contracts';

/**
 * PRODUCT.md "Orders" in one place: who may move an order from which state to which, when a
 * reason is needed, and the labels each side sees. Services ask this file; nothing else decides.
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

/** Moves that need a reason in the history (PRODUCT.md: parts, customer…). */
export const REASON_REQUIRED_FOR: ReadonlySet<OrderStatus> = new Set(['on_hold', 'cancelled']);

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
  if (REASON_REQUIRED_FOR.has(request.to) && !request.reason?.trim()) return { ok: false, code: 'REASON_REQUIRED' };
  return { ok: true };
}

/** The states a caller could move the order to now (for the web's buttons). */
export function nextStates(request: Omit<TransitionRequest, 'to' | 'reason'>): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((edge) => edge.from.includes(request.from))
    .filter((edge) => checkTransition({ ...request, to: edge.to, reason: 'a reason' }).ok)
    .map((edge) => edge.to)
    .filter((to, index, all) => all.indexOf(to) === index);
}

/** States a technician may be (re)assigned in; a new assignment goes back to pending for the technician to accept. */
export const ASSIGNABLE_STATES: ReadonlySet<OrderStatus> = new Set(['pending', 'accepted', 'on_hold']);

/** Closed and cancelled orders are history: no edits, no assignment. */
export const FINAL_STATES: ReadonlySet<OrderStatus> = new Set(['closed', 'cancelled']);

/** The only way status and its two labels are set together. */
export function withStatus(status: OrderStatus, technicianId: string | null) {
  return { status, ...orderLabels(status, technicianId !== null) };
}
