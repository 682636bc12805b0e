import type { BoardTechnician, Order, ScheduleBoard } from '@fixflow/contracts';
import { createTestI18n } from '@fixflow/shell-sdk/testing';
import { addDispatchWords, DISPATCH_NAMESPACE } from '@fixflow/i18n/dispatch-board';
import {
  applyMove,
  assignLanes,
  boardDays,
  cellId,
  hourSpan,
  isOffHours,
  isSamePlace,
  mondayOf,
  moveTarget,
  orderCell,
  parseCellId,
  readBoardParams,
  stepStart,
  zonedInstant,
} from './board-grid';
import { nextCell } from './board-keyboard';
import { clashMessage, hoursMessage, moveFailure } from './move-errors';

const NY = 'America/New_York';

/** An order of the board, 2027-01-05 (a Tuesday) in the morning, New York time. */
function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    invoice_number: 'INV-1001',
    vendor_id: 'v1',
    customer_id: null,
    technician_id: 't1',
    technician: { id: 't1', full_name: 'Tom Tech' },
    order_source: 'phone',
    customer_name: 'Erin Example',
    phone: '+15550000000',
    email: null,
    address: null,
    city: null,
    state: null,
    zip_code: null,
    service_date: '2027-01-05',
    time_slot: 'morning',
    starts_at: '2027-01-05T13:00:00.000Z',
    ends_at: '2027-01-05T17:00:00.000Z',
    appliance_type: null,
    appliance_id: null,
    recall_of_order_id: null,
    recall_status: null,
    rating: null,
    issue_description: null,
    taxable: true,
    tax_rate: 0,
    invoice_message: null,
    status: 'pending',
    technician_status: 'Assigned',
    vendor_status: 'New',
    created_at: '2026-12-01T00:00:00.000Z',
    updated_at: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Works Monday to Friday, 09:00–17:00 on its own clock. */
const weekdays: Pick<BoardTechnician, 'timezone' | 'weekly_hours'> = {
  timezone: NY,
  weekly_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
};

describe('the range in the address', () => {
  it('opens this week from Monday when the address says nothing', () => {
    expect(readBoardParams(new URLSearchParams(''), '2027-01-07')).toEqual({ view: 'week', start: '2027-01-04', vendor: undefined });
  });

  it('keeps the view, start and vendor it is given, and ignores what is not a date or a view', () => {
    expect(readBoardParams(new URLSearchParams('view=day&start=2027-03-02&vendor=v9'), '2027-01-07')).toEqual({ view: 'day', start: '2027-03-02', vendor: 'v9' });
    expect(readBoardParams(new URLSearchParams('view=month&start=soon'), '2027-01-07')).toEqual({ view: 'week', start: '2027-01-04', vendor: undefined });
  });

  it.each([
    ['day', 1, '2027-01-04', '2027-01-05'],
    ['workweek', 5, '2027-01-08', '2027-01-11'],
    ['week', 7, '2027-01-10', '2027-01-11'],
  ] as const)('the %s view shows %i days, the last %s; next starts %s', (view, count, last, next) => {
    const days = boardDays(view, '2027-01-04');
    expect(days).toHaveLength(count);
    expect(days.at(-1)).toBe(last);
    expect(stepStart(view, '2027-01-04', 1)).toBe(view === 'day' ? '2027-01-05' : next);
  });

  it('finds the Monday of any day, Sunday included', () => {
    expect(mondayOf('2027-01-10')).toBe('2027-01-04');
    expect(mondayOf('2027-01-04')).toBe('2027-01-04');
  });
});

describe('which cell an order lands in', () => {
  it('a week view puts it on its technician and service date', () => {
    expect(orderCell(order(), 'week', NY)).toEqual({ technicianId: 't1', date: '2027-01-05' });
  });

  it('the day view puts it in the hour it starts, on the board clock', () => {
    expect(orderCell(order(), 'day', NY)).toEqual({ technicianId: 't1', date: '2027-01-05', hour: 8 });
    expect(hourSpan(order().starts_at, order().ends_at, '2027-01-05', NY)).toEqual({ column: 2, span: 4 });
  });

  it('an unassigned order has no cell (it waits in the tray)', () => {
    expect(orderCell(order({ technician_id: null, technician: null }), 'week', NY)).toBeNull();
  });

  it('a window before 06:00 or after 22:00 still shows, in the first or last hour', () => {
    expect(hourSpan('2027-01-05T09:00:00.000Z', '2027-01-05T10:00:00.000Z', '2027-01-05', NY)).toEqual({ column: 0, span: 1 });
    expect(hourSpan('2027-01-06T03:30:00.000Z', '2027-01-06T04:30:00.000Z', '2027-01-05', NY)).toEqual({ column: 15, span: 1 });
  });

  it('cell ids go there and back', () => {
    expect(parseCellId(cellId({ technicianId: 't1', date: '2027-01-05', hour: 9 }))).toEqual({ technicianId: 't1', date: '2027-01-05', hour: 9 });
    expect(parseCellId(cellId({ technicianId: 't1', date: '2027-01-05' }))).toEqual({ technicianId: 't1', date: '2027-01-05' });
    expect(parseCellId('order|o1')).toBeNull();
  });

  it('overlapping cards stack in lanes, the rest share the first', () => {
    expect(assignLanes([{ column: 2, span: 4 }, { column: 3, span: 2 }, { column: 6, span: 1 }, { column: 4, span: 3 }])).toEqual([0, 1, 0, 2]);
  });

  it('reads wall clocks across a DST change', () => {
    // 2027-03-14: New York moves to EDT at 02:00.
    expect(new Date(zonedInstant('2027-03-14', 9 * 60, NY)).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(new Date(zonedInstant('2027-03-13', 9 * 60, NY)).toISOString()).toBe('2027-03-13T14:00:00.000Z');
  });
});

describe('greyed cells: outside the weekly hours', () => {
  it('a whole day is greyed when it is a day off', () => {
    expect(isOffHours(weekdays, '2027-01-09', undefined, NY)).toBe(true); // Saturday
    expect(isOffHours(weekdays, '2027-01-05', undefined, NY)).toBe(false);
    expect(isOffHours({ timezone: NY, weekly_hours: [] }, '2027-01-05', undefined, NY)).toBe(true);
  });

  it('in the day view, the hours before and after work are greyed', () => {
    const greyed = [6, 7, 8, 9, 16, 17, 21].map((hour) => isOffHours(weekdays, '2027-01-05', hour, NY));
    expect(greyed).toEqual([true, true, true, false, false, true, true]);
  });

  it("reads the technician's hours on its own clock when the board's zone differs", () => {
    // 09:00–17:00 in New York is 14:00–22:00 in London in January.
    const london = [13, 14, 21].map((hour) => isOffHours(weekdays, '2027-01-05', hour, 'Europe/London'));
    expect(london).toEqual([true, false, false]);
  });
});

describe('what a drop asks for', () => {
  it('a week view moves technician and day and keeps the slot', () => {
    const target = moveTarget(order(), { technicianId: 't2', date: '2027-01-07' }, NY);
    expect(target).toEqual({ technician_id: 't2', service_date: '2027-01-07', time_slot: 'morning' });
    expect(isSamePlace(order(), target)).toBe(false);
    expect(isSamePlace(order(), moveTarget(order(), { technicianId: 't1', date: '2027-01-05' }, NY))).toBe(true);
  });

  it('the day view starts the window at the hour dropped on, as long as it was', () => {
    expect(moveTarget(order(), { technicianId: 't1', date: '2027-01-05', hour: 13 }, NY).time_slot).toBe('13:00-17:00');
    expect(moveTarget(order(), { technicianId: 't1', date: '2027-01-05', hour: 8 }, NY).time_slot).toBe('morning');
    expect(moveTarget(order(), { technicianId: 't1', date: '2027-01-05', hour: 21 }, NY).time_slot).toBe('21:00-24:00');
  });

  it('the optimistic board takes a tray order off the tray and onto the technician, window and all', () => {
    const waiting = order({ technician_id: null, technician: null });
    const board: ScheduleBoard = { start: '2027-01-04', end: '2027-01-10', timezone: NY, technicians: [], orders: [], tray: [waiting], busy: [], offers: [] };
    const moved = applyMove(board, waiting, { technician_id: 't2', service_date: '2027-01-06', time_slot: '13:00-15:00' }, 'Tina Tech');
    expect(moved.tray).toEqual([]);
    expect(moved.orders).toHaveLength(1);
    expect(moved.orders[0]).toMatchObject({ technician_id: 't2', technician: { full_name: 'Tina Tech' }, starts_at: '2027-01-06T18:00:00.000Z', ends_at: '2027-01-06T20:00:00.000Z' });
  });
});

describe('the keyboard walks the grid cell by cell', () => {
  const layout = { technicianIds: ['t1', 't2'], columns: [{ date: '2027-01-04' }, { date: '2027-01-05' }] };

  it('arrows step one cell and stop at the edges', () => {
    expect(nextCell(layout, { technicianId: 't1', date: '2027-01-04' }, 'ArrowRight')).toEqual({ technicianId: 't1', date: '2027-01-05' });
    expect(nextCell(layout, { technicianId: 't1', date: '2027-01-05' }, 'ArrowRight')).toEqual({ technicianId: 't1', date: '2027-01-05' });
    expect(nextCell(layout, { technicianId: 't1', date: '2027-01-04' }, 'ArrowDown')).toEqual({ technicianId: 't2', date: '2027-01-04' });
    expect(nextCell(layout, { technicianId: 't1', date: '2027-01-04' }, 'ArrowUp')).toEqual({ technicianId: 't1', date: '2027-01-04' });
  });

  it('from the tray the first arrow lands on the first cell; other keys do nothing', () => {
    expect(nextCell(layout, null, 'ArrowRight')).toEqual({ technicianId: 't1', date: '2027-01-04' });
    expect(nextCell(layout, null, 'KeyA')).toBeNull();
  });
});

describe('a refused move in words', () => {
  const i18n = createTestI18n('en');
  addDispatchWords(i18n);
  const t = i18n.getFixedT('en', DISPATCH_NAMESPACE);
  const format = { day: (date: string) => `day ${date}`, time: (iso: string) => iso.slice(11, 16), weekday: (weekday: number) => ['Sunday', 'Monday', 'Tuesday'][weekday] ?? String(weekday) };
  const failure = (body: Record<string, unknown>) => Object.assign(new Error(String(body.message)), body);

  it('a clash names the technician, the day and the slot it clashed with', () => {
    const result = moveFailure(failure({ code: 'SLOT_TAKEN', message: 'busy', slot: { kind: 'personal', date: '2027-01-05', start: '2027-01-05T09:00:00.000Z', end: '2027-01-05T10:00:00.000Z' } }));
    expect(result.kind).toBe('clash');
    expect(clashMessage(t, format, 'INV-1001', 'Tom Tech', result.kind === 'clash' ? result.slot : null)).toBe(
      'INV-1001 was not moved: Tom Tech is already busy on day 2027-01-05, blocked time 09:00–10:00',
    );
  });

  it('outside the hours shows the hours that day, or the day off', () => {
    const result = moveFailure(failure({ code: 'OUTSIDE_WORKING_HOURS', message: 'outside', working_hours: { weekday: 2, hours: [{ weekday: 2, start: '09:00', end: '17:00' }], timezone: NY } }));
    expect(result.kind === 'hours' && hoursMessage(t, format, 'Tom Tech', result.details, 2)).toBe('Tom Tech works 09:00–17:00 on Tuesday.');
    expect(hoursMessage(t, format, 'Tom Tech', { weekday: 0, hours: [], timezone: NY }, 0)).toBe('Tom Tech has a day off on Sunday.');
  });

  it('anything else is left to the shared error catalogue', () => {
    const error = failure({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    expect(moveFailure(error)).toEqual({ kind: 'other', error });
    expect(moveFailure(new Error('boom')).kind).toBe('other');
  });

  it('says it in Russian too', () => {
    const ru = createTestI18n('ru');
    addDispatchWords(ru);
    const slot = { kind: 'time_off' as const, date: '2027-01-05', start: '2027-01-05T09:00:00.000Z', end: '2027-01-05T10:00:00.000Z' };
    expect(clashMessage(ru.getFixedT('ru', DISPATCH_NAMESPACE), format, 'INV-1001', 'Том', slot)).toBe('INV-1001 не перенесён: Том уже занят day 2027-01-05, выходной 09:00–10:00');
  });
});
