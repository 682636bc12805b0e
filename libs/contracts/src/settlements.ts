import { addDays } from './calendar.js';
import type { Collector } from './money.js';

/** A weekly statement's life: built open, finalized by the vendor (never edited after), paid once settled. */
export const SETTLEMENT_STATUSES = ['open', 'finalized', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const PAYOUT_METHODS = ['cash', 'check', 'bank_transfer', 'card', 'other'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** One line of a statement: a closed order's balance, or an adjustment (a correction, a late tip). */
export interface SettlementLine {
  id: string;
  kind: 'order' | 'adjustment';
  order_id: string | null;
  invoice_number: string | null;
  /** The order's service date, or the day the adjustment was made (yyyy-mm-dd). */
  date: string;
  description: string;
  /** The order's lines that make its balance ("0.00"; null for an adjustment). */
  total: string | null;
  technician_share: string | null;
  tips: string | null;
  technician_due: string | null;
  collected_by_technician: string | null;
  /** Positive: the technician owes the vendor; negative: the vendor owes the technician. */
  amount: string;
}

export interface SettlementPayoutEntry {
  id: string;
  amount: string;
  method: PayoutMethod;
  note: string | null;
  paid_at: string;
}

export interface SettlementSummary {
  id: string;
  vendor_id: string;
  vendor_name: string;
  technician_id: string;
  technician_name: string | null;
  /** The week's first and last day, in the vendor's time zone (yyyy-mm-dd). */
  week_start: string;
  week_end: string;
  status: SettlementStatus;
  orders: number;
  /** Σ lines; positive: the technician owes the vendor. */
  balance: string;
  /** Σ payouts so far. */
  paid: string;
  /** |balance| − paid: what is still to change hands. */
  outstanding: string;
  /** Who pays the outstanding amount; null when nothing is owed. */
  payer: Collector | null;
  finalized_at: string | null;
  paid_at: string | null;
}

export interface SettlementDetails extends SettlementSummary {
  technician_share: string;
  tips: string;
  technician_due: string;
  collected_by_technician: string;
  lines: SettlementLine[];
  payouts: SettlementPayoutEntry[];
}

export interface SettlementList {
  items: SettlementSummary[];
}

/** POST /api/settlements/:id/payouts: money changing hands, full or partial. */
export interface RecordPayoutRequest {
  amount: string;
  method: PayoutMethod;
  note?: string | null;
}

/** POST /api/settlements/:id/adjustments, on an open statement: who owes the amount, and why. */
export interface AddAdjustmentRequest {
  amount: string;
  owed_by: Collector;
  description: string;
}

/**
 * The last whole settlement week before `today` (both yyyy-mm-dd in the vendor's time zone): a
 * week starts on `weekStart` (0 Sunday … 6 Saturday) and `end` is the day after its last day.
 * On the week's first day, the week that just ended is the one to settle.
 */
export function lastFullWeek(today: string, weekStart: number): { start: string; end: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const currentStart = addDays(today, -((weekday - weekStart + 7) % 7));
  return { start: addDays(currentStart, -7), end: currentStart };
}
