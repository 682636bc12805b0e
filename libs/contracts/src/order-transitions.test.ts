import { canAssign, canDecline, checkTransition, isFinalOrderState, nextStates, type OrderActor } from './order-transitions.js';
import { ORDER_STATUSES, orderLabels, type OrderSource, type OrderStatus } from './orders.js';
import { PERSONAL_ORDER_SOURCE } from './personal-booking.js';

// Every row has all five cells: Jest hands a shorter row's missing cell over as a `done` callback.
type Row = [OrderStatus, OrderStatus, OrderActor, 'ok' | 'TRANSITION_NOT_ALLOWED' | 'REASON_REQUIRED', string | null];

describe('order state machine (PRODUCT.md "Orders")', () => {
  it.each<Row>([
    ['pending', 'accepted', 'technician', 'ok', null],
    ['pending', 'accepted', 'owner', 'TRANSITION_NOT_ALLOWED', null],
    ['pending', 'accepted', 'admin', 'ok', null],
    ['accepted', 'en_route', 'technician', 'ok', null],
    ['accepted', 'en_route', 'owner', 'TRANSITION_NOT_ALLOWED', null],
    ['en_route', 'in_progress', 'technician', 'ok', null],
    ['accepted', 'in_progress', 'technician', 'ok', null],
    ['pending', 'in_progress', 'technician', 'TRANSITION_NOT_ALLOWED', null],
    ['in_progress', 'on_hold', 'technician', 'ok', 'waiting for parts'],
    ['in_progress', 'on_hold', 'technician', 'REASON_REQUIRED', null],
    ['in_progress', 'on_hold', 'owner', 'REASON_REQUIRED', '   '],
    ['on_hold', 'accepted', 'owner', 'ok', null],
    ['on_hold', 'accepted', 'technician', 'ok', null],
    ['in_progress', 'completed', 'technician', 'ok', null],
    ['in_progress', 'completed', 'owner', 'TRANSITION_NOT_ALLOWED', null],
    ['completed', 'closed', 'owner', 'ok', null],
    ['completed', 'closed', 'technician', 'TRANSITION_NOT_ALLOWED', null],
    ['completed', 'in_progress', 'owner', 'ok', 'the pump still leaks'],
    ['completed', 'in_progress', 'owner', 'REASON_REQUIRED', null],
    ['pending', 'cancelled', 'owner', 'ok', 'customer called off'],
    ['completed', 'cancelled', 'owner', 'ok', 'duplicate'],
    ['pending', 'cancelled', 'owner', 'REASON_REQUIRED', null],
    ['pending', 'cancelled', 'technician', 'TRANSITION_NOT_ALLOWED', 'no'],
    ['closed', 'cancelled', 'owner', 'TRANSITION_NOT_ALLOWED', 'too late'],
    ['closed', 'cancelled', 'admin', 'TRANSITION_NOT_ALLOWED', 'too late'],
    ['cancelled', 'pending', 'admin', 'TRANSITION_NOT_ALLOWED', null],
    ['accepted', 'accepted', 'technician', 'TRANSITION_NOT_ALLOWED', null],
  ])('%s → %s by %s: %s', (from, to, actor, expected, reason) => {
    const verdict = checkTransition({ from, to, actors: [actor], personal: false, hasTechnician: true, reason });
    expect(verdict.ok ? 'ok' : verdict.code).toBe(expected);
  });

  it('nobody accepts an order without a technician', () => {
    expect(checkTransition({ from: 'pending', to: 'accepted', actors: ['admin'], personal: false, hasTechnician: false })).toEqual({
      ok: false,
      code: 'TRANSITION_NOT_ALLOWED',
    });
  });

  it('a personal booking can only be cancelled, by its technician (its owner)', () => {
    const base = { from: 'pending' as const, actors: ['owner', 'technician'] as OrderActor[], personal: true, hasTechnician: true };
    expect(nextStates(base)).toEqual(['cancelled']);
    expect(checkTransition({ ...base, to: 'cancelled', reason: 'plans changed' })).toEqual({ ok: true });
    expect(checkTransition({ ...base, to: 'accepted' }).ok).toBe(false);
  });

  it('offers each side its next moves', () => {
    const order = { personal: false, hasTechnician: true };
    expect(nextStates({ ...order, from: 'pending', actors: ['technician'] })).toEqual(['accepted']);
    expect(nextStates({ ...order, from: 'in_progress', actors: ['technician'] })).toEqual(['on_hold', 'completed']);
    expect(nextStates({ ...order, from: 'completed', actors: ['owner'] })).toEqual(['closed', 'in_progress', 'cancelled']);
    expect(nextStates({ ...order, from: 'closed', actors: ['admin'] })).toEqual([]);
  });

  it.each<[OrderStatus, boolean, string, string]>([
    ['pending', false, 'New', ''],
    ['pending', true, 'New', 'Assigned'],
    ['accepted', true, 'Scheduled', 'Accepted'],
    ['en_route', true, 'Dispatched', 'On the way'],
    ['in_progress', true, 'In progress', 'Working'],
    ['on_hold', true, 'On hold', 'On hold'],
    ['completed', true, 'Awaiting approval', 'Completed'],
    ['closed', true, 'Done', 'Closed'],
    ['cancelled', false, 'Cancelled', 'Cancelled'],
  ])('labels of %s (technician set: %s): %s / %s', (status, hasTechnician, vendor, technician) => {
    expect(orderLabels(status, hasTechnician)).toEqual({ vendor_status: vendor, technician_status: technician });
  });

  it('every status has labels', () => {
    for (const status of ORDER_STATUSES) expect(orderLabels(status, true).vendor_status).toBeTruthy();
  });

  // A Record, so a new status without a row fails the typecheck, and the test below at run time.
  const RULES: Record<OrderStatus, { assignable: boolean; final: boolean }> = {
    pending: { assignable: true, final: false },
    accepted: { assignable: true, final: false },
    en_route: { assignable: false, final: false },
    in_progress: { assignable: false, final: false },
    on_hold: { assignable: true, final: false },
    completed: { assignable: false, final: false },
    closed: { assignable: false, final: true },
    cancelled: { assignable: false, final: true },
  };

  it.each(ORDER_STATUSES.map((status) => [status, RULES[status]] as const))('%s: %j', (status, expected) => {
    expect(expected).toBeDefined();
    expect({ assignable: canAssign({ status, order_source: 'phone' }), final: isFinalOrderState(status) }).toEqual(expected);
  });

  it.each<OrderSource>(['phone', 'website', PERSONAL_ORDER_SOURCE])('a %s order while pending: assignable unless it is a personal booking', (source) => {
    expect(canAssign({ status: 'pending', order_source: source })).toBe(source !== PERSONAL_ORDER_SOURCE);
  });

  // Issue 17: who may give an assignment back, from which state.
  it.each<[OrderStatus, OrderSource, OrderActor[], boolean, boolean]>([
    ['pending', 'phone', ['technician'], true, true],
    ['accepted', 'phone', ['technician'], true, false],
    ['en_route', 'phone', ['technician'], true, false],
    ['on_hold', 'phone', ['technician'], true, false],
    ['pending', 'phone', ['owner'], true, false],
    ['pending', 'phone', ['admin'], true, false],
    ['pending', 'phone', ['technician'], false, false],
    ['pending', PERSONAL_ORDER_SOURCE, ['owner', 'technician'], true, false],
  ])('declining a %s %s order as %j (technician set: %s): %s', (status, source, actors, assigned, expected) => {
    expect(canDecline({ status, order_source: source, technician_id: assigned ? 'tech-1' : null }, actors)).toBe(expected);
  });

  it('an assignable order is never final, and a final one has no next move', () => {
    for (const status of ORDER_STATUSES) {
      if (canAssign({ status, order_source: 'phone' })) expect(isFinalOrderState(status)).toBe(false);
      if (isFinalOrderState(status)) {
        expect(nextStates({ from: status, actors: ['owner', 'technician', 'admin'], personal: false, hasTechnician: true })).toEqual([]);
      }
    }
  });
});
