import { orderLabels, type OrderStatus } from '@fixflow/contracts';

// The transition table lives in libs/contracts so the web shows exactly the moves the API allows.
export { ORDER_TRANSITIONS, REASON_REQUIRED_FOR, checkTransition, nextStates } from '@fixflow/contracts';
export type { OrderActor, TransitionRequest, TransitionVerdict } from '@fixflow/contracts';

/** States a technician may be (re)assigned in; a new assignment goes back to pending for the technician to accept. */
export const ASSIGNABLE_STATES: ReadonlySet<OrderStatus> = new Set(['pending', 'accepted', 'on_hold']);

/** Closed and cancelled orders are history: no edits, no assignment. */
export const FINAL_STATES: ReadonlySet<OrderStatus> = new Set(['closed', 'cancelled']);

/** The only way status and its two labels are set together. */
export function withStatus(status: OrderStatus, technicianId: string | null) {
  return { status, ...orderLabels(status, technicianId !== null) };
}
