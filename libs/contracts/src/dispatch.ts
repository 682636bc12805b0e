import type { MessageLanguage } from './i18n/localize.js';
import type { WeeklyHoursEntry } from './availability.js';
import type { Order } from './orders.js';
import { zonedClock } from './calendar.js';

/*
 * Issue 17, dispatch: the /service-scheduler board, working hours, declining an assignment, offers
 * and the customer's "on my way" text. The rules live here once (with their table test,
 * dispatch.test.ts); the API and the web ask them, nothing else decides.
 */

/** The longest range GET /api/schedule/board answers (the board's widest view is a week; two give room). */
export const BOARD_MAX_DAYS = 14;

/** GET /api/schedule/board?start=&end=&vendor_id= (dates yyyy-mm-dd, both included). */
export interface ScheduleBoardQuery {
  start: string;
  end: string;
  /** Admins: one vendor's board; without it, every vendor's. Vendors: ignored (always their own). */
  vendor_id?: string;
}

/** A technician row of the board: who, where, and the weekly hours the greyed cells come from. */
export interface BoardTechnician {
  id: string;
  full_name: string | null;
  city: string | null;
  state: string | null;
  /** The technician's IANA time zone: its weekly hours are wall-clock times there. */
  timezone: string;
  /** Working hours per weekday (0 = Sunday); a weekday left out is a day off. */
  weekly_hours: WeeklyHoursEntry[];
  /** The vendors whose roster (accepted links) holds the technician, within the caller's scope. */
  vendor_ids: string[];
}

/**
 * Time a technician is busy with something that is not a card of this board: a personal booking,
 * a time off, or an order of a vendor the caller may not see (`other`: no detail at all).
 */
export interface BoardBusyRange {
  technician_id: string;
  kind: 'personal' | 'time_off' | 'other';
  /** yyyy-mm-dd in the board's time zone. */
  date: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  /** A time off's reason, when the technician gave one; never set for `other`. */
  reason: string | null;
}

/** An open offer as the board and the vendor's pages show it. */
export interface BoardOffer {
  id: string;
  order_id: string;
  audience: OfferAudience;
  created_at: string;
}

/** GET /api/schedule/board: everything the board draws for the range, in one answer. */
export interface ScheduleBoard {
  /** The range asked, yyyy-mm-dd, both included. */
  start: string;
  end: string;
  /** The zone days and hours are drawn in: the vendor's (admins without a vendor filter: UTC). */
  timezone: string;
  technicians: BoardTechnician[];
  /** Live (not cancelled) orders of the scope assigned to a technician of the board, dated in the range. */
  orders: Order[];
  /** The tray: live orders of the scope with no technician, and those on hold, whatever their date (oldest date first, at most BOARD_TRAY_LIMIT). */
  tray: Order[];
  busy: BoardBusyRange[];
  /** Open offers of the scope's orders. */
  offers: BoardOffer[];
}

export const BOARD_TRAY_LIMIT = 200;

/**
 * POST /api/orders/:id/assign: the technician and, from the board, the new date and slot in the
 * same move (the window moves with the job, atomically). A move outside the technician's weekly
 * hours is refused with 409 OUTSIDE_WORKING_HOURS unless `override_hours` is true (the dispatcher
 * confirmed); an override is recorded in the audit log.
 */
export interface AssignMoveFields {
  service_date?: string;
  time_slot?: string;
  override_hours?: boolean;
}

/** What 409 OUTSIDE_WORKING_HOURS carries: the technician's hours on the day asked (empty: a day off). */
export interface OutsideHoursDetails {
  weekday: number;
  hours: WeeklyHoursEntry[];
  timezone: string;
}

/** POST /api/orders/:id/decline: the assigned technician gives a pending assignment back. */
export interface DeclineOrderRequest {
  reason: string;
}

/** Longest reason a decline, a hold or a cancellation may carry. */
export const DECLINE_REASON_MAX = 500;

/** Who an offer goes to: the vendor's whole roster, or its technicians in the order's city and state. */
export const OFFER_AUDIENCES = ['roster', 'area'] as const;
export type OfferAudience = (typeof OFFER_AUDIENCES)[number];

export const OFFER_STATUSES = ['open', 'taken', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** POST /api/orders/:id/offer. */
export interface CreateOfferRequest {
  audience?: OfferAudience;
}

/** An offer: GET /api/offers (a technician: the open ones it may take; a vendor: its own), POST answers. */
export interface Offer {
  id: string;
  order_id: string;
  vendor_id: string;
  vendor_name: string;
  audience: OfferAudience;
  status: OfferStatus;
  created_at: string;
  taken_at: string | null;
  taken_by: { id: string; full_name: string | null } | null;
  /** What the technician needs to decide: the order's date, window, place and appliance (no customer contact until taken). */
  order: Pick<Order, 'invoice_number' | 'service_date' | 'time_slot' | 'starts_at' | 'ends_at' | 'city' | 'state' | 'zip_code' | 'appliance_type' | 'issue_description' | 'status'>;
}

/**
 * Where a tap on an offer's Web Push lands the technician: My Orders' Offers tab (SPEC §2 fixes
 * the tab bar and the routes; Home shows the count and links here). The API's push and the web
 * agree on it here.
 */
export const TECHNICIAN_OFFERS_URL = '/orders?tab=offers';

export interface OfferList {
  items: Offer[];
}

/** Socket event REALTIME_EVENTS.offerChanged: to the vendor's user and every technician the offer went to. */
export interface OfferChangedEvent {
  action: 'offered' | 'taken' | 'withdrawn';
  offer: Offer;
}

/** Which orders may be offered (else 409 ORDER_NOT_OFFERABLE): a pending order with no technician (a personal booking always has one). */
export function canOffer(order: Pick<Order, 'status' | 'technician_id'>): boolean {
  return order.status === 'pending' && order.technician_id === null;
}

/**
 * Whether a technician is among an offer's audience: on the vendor's roster (the caller checks),
 * and for `area` in the order's city and state (case and spacing aside). An order with no city
 * or state reaches the whole roster.
 */
export function inOfferAudience(
  audience: OfferAudience,
  order: { city: string | null; state: string | null },
  technician: { city: string | null; state: string | null },
): boolean {
  if (audience === 'roster') return true;
  const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  if (!order.city?.trim() && !order.state?.trim()) return true;
  return same(order.city, technician.city) && same(order.state, technician.state);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Weekday (0 = Sunday), date and minutes after midnight of an instant on `zone`'s wall clock. */
export function wallClock(instant: string | Date, zone: string): { date: string; weekday: number; minutes: number } {
  const clock = zonedClock(instant, zone);
  const two = (value: number) => String(value).padStart(2, '0');
  return { date: `${clock.year}-${two(clock.month)}-${two(clock.day)}`, weekday: clock.weekday, minutes: clock.hour * 60 + clock.minute };
}

/**
 * Whether [start, end) lies within the technician's weekly hours, read on its own wall clock: one
 * weekday's hours must hold the whole window (a window that runs past midnight never fits). A
 * technician with no hours on that weekday has a day off: nothing fits.
 */
export function withinWorkingHours(hours: readonly WeeklyHoursEntry[], start: string | Date, end: string | Date, zone: string): boolean {
  const from = wallClock(start, zone);
  const to = wallClock(end, zone);
  const endMinutes = to.date === from.date ? to.minutes : to.minutes === 0 && new Date(end).getTime() - new Date(start).getTime() <= 86_400_000 ? 24 * 60 : -1;
  if (endMinutes < 0) return false;
  return hours.some((entry) => entry.weekday === from.weekday && minutesOf(entry.start) <= from.minutes && endMinutes <= minutesOf(entry.end));
}

/** The hours a technician works on one weekday (empty: a day off). */
export function hoursOn(hours: readonly WeeklyHoursEntry[], weekday: number): WeeklyHoursEntry[] {
  return hours.filter((entry) => entry.weekday === weekday);
}

/** What a technician gets until it saves its own week: every day, 08:00–20:00 (every named slot fits). */
export const DEFAULT_WEEKLY_HOURS: readonly WeeklyHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));

/** Vendor settings of issue 17 (GET|PUT /api/vendor-settings, beside the money settings). */
export interface CustomerTextSettings {
  /** Text the customer when the technician taps "On my way" (on by default). */
  on_my_way_sms: boolean;
  /** The language of texts to customers. */
  customer_language: MessageLanguage;
}

export const DEFAULT_CUSTOMER_TEXT_SETTINGS: CustomerTextSettings = { on_my_way_sms: true, customer_language: 'en' };
