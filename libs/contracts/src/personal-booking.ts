import type { CreateOrderRequest, Order } from './orders.js';

/** A technician's personal booking (SPEC.md §5): time it blocks for itself, an order of this source. */
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
