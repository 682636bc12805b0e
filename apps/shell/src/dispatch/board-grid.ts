import { addDays, hoursOn, type BoardBusyRange, type BoardTechnician, type Order, type ScheduleBoard } from '@fixflow/contracts';

/**
 * The dispatch board's cell math, pure: which days a view shows, which cell an order or a busy
 * range lands in, which cells lie outside a technician's weekly hours, and what a drop onto a cell
 * asks the API for. Days are yyyy-mm-dd; hours and minutes are read on the board's zone.
 */

export const BOARD_VIEWS = ['day', 'workweek', 'week'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];
export const VIEW_DAYS: Record<BoardView, number> = { day: 1, workweek: 5, week: 7 };

/** The day view's hour columns: 06:00 to 22:00, one an hour. */
export const FIRST_HOUR = 6;
export const LAST_HOUR = 22;
export const DAY_HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, index) => FIRST_HOUR + index);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MINUTES = 24 * 60;

export interface BoardParams {
  view: BoardView;
  start: string;
  /** Admins: one vendor's board. */
  vendor: string | undefined;
}

/** The Monday of a date's week (a week view starts there unless the address says otherwise). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Where a view starts for "Today": the day itself, or its week's Monday. */
export function todayStart(view: BoardView, today: string): string {
  return view === 'day' ? today : mondayOf(today);
}

/** The board as the address asks for it (?view=week&start=2027-01-04&vendor=<id>), today's week by default. */
export function readBoardParams(params: URLSearchParams, today: string): BoardParams {
  const asked = params.get('view');
  const view: BoardView = (BOARD_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as BoardView) : 'week';
  const start = params.get('start') ?? '';
  return {
    view,
    start: DATE.test(start) && !Number.isNaN(Date.parse(start)) ? start : todayStart(view, today),
    vendor: params.get('vendor') || undefined,
  };
}

/** The days a view shows from its start. */
export function boardDays(view: BoardView, start: string): string[] {
  return Array.from({ length: VIEW_DAYS[view] }, (_, index) => addDays(start, index));
}

/** Previous / next: a day in the day view, a week in the week views. */
export function stepStart(view: BoardView, start: string, direction: -1 | 1): string {
  return addDays(start, direction * (view === 'day' ? 1 : 7));
}

/** A cell of the grid: a technician's day, and in the day view one hour of it. */
export interface BoardCell {
  technicianId: string;
  date: string;
  hour?: number;
}

export function cellId(cell: BoardCell): string {
  return `cell|${cell.technicianId}|${cell.date}|${cell.hour ?? ''}`;
}

export function parseCellId(id: string): BoardCell | null {
  const [kind, technicianId, date, hour] = id.split('|');
  if (kind !== 'cell' || !technicianId || !DATE.test(date ?? '')) return null;
  return hour ? { technicianId, date, hour: Number(hour) } : { technicianId, date };
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `zone`'s wall clock is ahead of UTC at an instant (one formatter per zone: thousands of cells ask). */
export function zoneOffset(zone: string, epochMs: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    offsetFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/** The instant of `minutes` after midnight of `date` on `zone`'s wall clock. */
export function zonedInstant(date: string, minutes: number, zone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = guess - zoneOffset(zone, guess) * 60_000;
  // Once more from the first answer: right across a DST change.
  return guess - zoneOffset(zone, first) * 60_000;
}

/** Minutes after midnight of `date` on `zone`'s clock for an instant (negative or past 1440 off that day). */
export function minutesOn(instant: string | number, date: string, zone: string): number {
  const epoch = typeof instant === 'number' ? instant : Date.parse(instant);
  return Math.round((epoch - zonedInstant(date, 0, zone)) / 60_000);
}

/** A span of the day view: its first hour column (0-based) and how many it covers; null when it misses 06–22. */
export function hourSpan(start: string, end: string, date: string, zone: string): { column: number; span: number } | null {
  const from = Math.max(minutesOn(start, date, zone), FIRST_HOUR * 60);
  const to = Math.min(minutesOn(end, date, zone), LAST_HOUR * 60);
  if (to <= from) {
    // A window wholly before 06:00 or after 22:00 still shows, in the first or last column.
    const at = minutesOn(start, date, zone) < FIRST_HOUR * 60 ? 0 : DAY_HOURS.length - 1;
    return minutesOn(end, date, zone) <= 0 || minutesOn(start, date, zone) >= DAY_MINUTES ? null : { column: at, span: 1 };
  }
  const column = Math.floor(from / 60) - FIRST_HOUR;
  return { column, span: Math.max(1, Math.ceil(to / 60) - FIRST_HOUR - column) };
}

/**
 * Lanes for spans that overlap in one row (a technician's day): each span takes the first lane
 * free at its start, so overlapping ones stack instead of covering each other.
 */
export function assignLanes(spans: readonly { column: number; span: number }[]): number[] {
  const laneEnds: number[] = [];
  const order = spans.map((span, index) => ({ ...span, index })).sort((a, b) => a.column - b.column || b.span - a.span);
  const lanes = new Array<number>(spans.length).fill(0);
  for (const { column, span, index } of order) {
    let lane = laneEnds.findIndex((end) => end <= column);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = column + span;
    lanes[index] = lane;
  }
  return lanes;
}

/** The cell an order's card sits in: its technician's row, its service date, and in the day view its first hour. */
export function orderCell(order: Pick<Order, 'technician_id' | 'service_date' | 'starts_at' | 'ends_at'>, view: BoardView, zone: string): BoardCell | null {
  if (!order.technician_id) return null;
  if (view !== 'day') return { technicianId: order.technician_id, date: order.service_date };
  const span = hourSpan(order.starts_at, order.ends_at, order.service_date, zone);
  return { technicianId: order.technician_id, date: order.service_date, hour: FIRST_HOUR + (span?.column ?? 0) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A technician's working windows on a board day, in minutes of the board's zone: its weekly hours
 * for that weekday, read on its own clock (the API's rule, dispatch.ts withinWorkingHours).
 */
export function workingWindows(technician: Pick<BoardTechnician, 'timezone' | 'weekly_hours'>, date: string, zone: string): [number, number][] {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const entries = hoursOn(technician.weekly_hours, weekday);
  if (technician.timezone === zone) return entries.map((entry) => [minutesOf(entry.start), minutesOf(entry.end)]);
  return entries.map((entry) => [
    minutesOn(zonedInstant(date, minutesOf(entry.start), technician.timezone), date, zone),
    minutesOn(zonedInstant(date, minutesOf(entry.end), technician.timezone), date, zone),
  ]);
}

/** Whether a cell is greyed: a day with no hours (week views), an hour no window touches (day view). */
export function isOffHours(technician: Pick<BoardTechnician, 'timezone' | 'weekly_hours'>, date: string, hour: number | undefined, zone: string): boolean {
  const windows = workingWindows(technician, date, zone);
  if (hour === undefined) return windows.length === 0;
  return !windows.some(([start, end]) => start < (hour + 1) * 60 && end > hour * 60);
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export interface MoveTarget {
  technician_id: string;
  service_date: string;
  time_slot: string;
}

/**
 * What a drop asks the API for (POST /api/orders/:id/assign, one call moves technician, date and
 * window). The week views keep the order's time slot; the day view starts the window at the
 * dropped hour, as long as it was (to 24:00 at most), keeping the slot when the hour is its own.
 */
export function moveTarget(order: Pick<Order, 'technician_id' | 'service_date' | 'time_slot' | 'starts_at' | 'ends_at'>, cell: BoardCell, zone: string): MoveTarget {
  const target = { technician_id: cell.technicianId, service_date: cell.date };
  if (cell.hour === undefined) return { ...target, time_slot: order.time_slot };
  const startMinutes = minutesOn(order.starts_at, order.service_date, zone);
  if (Math.floor(startMinutes / 60) === cell.hour) return { ...target, time_slot: order.time_slot };
  const length = Math.max(30, Math.round((Date.parse(order.ends_at) - Date.parse(order.starts_at)) / 60_000));
  const from = cell.hour * 60;
  return { ...target, time_slot: `${clock(from)}-${clock(Math.min(from + length, DAY_MINUTES))}` };
}

/** Whether a drop would leave the order where it is (nothing to ask). */
export function isSamePlace(order: Pick<Order, 'technician_id' | 'service_date' | 'time_slot'>, target: MoveTarget): boolean {
  return order.technician_id === target.technician_id && order.service_date === target.service_date && order.time_slot === target.time_slot;
}

/** The day view's hour-shifted window as instants, so an optimistic card lands where the API will put it. */
function movedWindow(order: Pick<Order, 'service_date' | 'starts_at' | 'ends_at'>, target: MoveTarget, zone: string): { starts_at: string; ends_at: string } {
  const exact = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(target.time_slot);
  if (exact) {
    return {
      starts_at: new Date(zonedInstant(target.service_date, minutesOf(exact[1]), zone)).toISOString(),
      ends_at: new Date(zonedInstant(target.service_date, minutesOf(exact[2]), zone)).toISOString(),
    };
  }
  const start = minutesOn(order.starts_at, order.service_date, zone);
  const end = minutesOn(order.ends_at, order.service_date, zone);
  return {
    starts_at: new Date(zonedInstant(target.service_date, start, zone)).toISOString(),
    ends_at: new Date(zonedInstant(target.service_date, end, zone)).toISOString(),
  };
}

/**
 * The board with one order moved, as the API will answer it: off the tray when it was waiting
 * there unassigned, into the technician's row on the new day and window. The optimistic picture a
 * refused move snaps back from.
 */
export function applyMove(board: ScheduleBoard, order: Order, target: MoveTarget, technicianName: string | null): ScheduleBoard {
  const moved: Order = {
    ...order,
    ...target,
    ...movedWindow(order, target, board.timezone),
    technician: { id: target.technician_id, full_name: technicianName },
  };
  const inRange = target.service_date >= board.start && target.service_date <= board.end;
  return {
    ...board,
    tray: board.tray.filter((item) => item.id !== order.id || item.status === 'on_hold'),
    orders: [...board.orders.filter((item) => item.id !== order.id), ...(inRange ? [moved] : [])],
  };
}

/** A technician's busy ranges per board day, each day's list in time order. */
export function busyByCell(busy: readonly BoardBusyRange[]): Map<string, BoardBusyRange[]> {
  const cells = new Map<string, BoardBusyRange[]>();
  for (const range of busy) {
    const key = `${range.technician_id}|${range.date}`;
    cells.set(key, [...(cells.get(key) ?? []), range]);
  }
  for (const list of cells.values()) list.sort((a, b) => a.start.localeCompare(b.start));
  return cells;
}

/** A technician's orders per board day, each day's list in time order. */
export function ordersByCell(orders: readonly Order[]): Map<string, Order[]> {
  const cells = new Map<string, Order[]>();
  for (const order of orders) {
    if (!order.technician_id) continue;
    const key = `${order.technician_id}|${order.service_date}`;
    cells.set(key, [...(cells.get(key) ?? []), order]);
  }
  for (const list of cells.values()) list.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return cells;
}
