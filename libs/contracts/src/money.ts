import { type CustomerTextSettings, DEFAULT_CUSTOMER_TEXT_SETTINGS } from './dispatch.js';
/**
 * Money, exactly (PRODUCT.md "Money", issue 13): amounts are integer cents inside, two-decimal
 * strings on the wire ("362.00"); rates are percent strings ("8.000", "2.90") held as thousandths
 * of a percent. Every line is rounded half-up to the cent. The API computes and stores an order's
 * financials with these functions and the web shows the same lines: one home for every formula.
 */

/** Integer cents. Safe to add in a JS number far beyond any order's figures. */
export type Cents = number;
/** A percentage in thousandths of a percent: "8.000" % → 8000, "2.90" % → 2900. */
export type PercentMilli = number;

export const PAYMENT_METHODS = ['cash', 'check', 'card', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const COLLECTORS = ['technician', 'vendor'] as const;
export type Collector = (typeof COLLECTORS)[number];
/** Card and online payments carry the card processor's fee. */
export const CARD_FEE_METHODS: readonly PaymentMethod[] = ['card', 'online'];

/** The largest amount one line may hold: 99,999,999.99. */
export const MAX_AMOUNT_CENTS: Cents = 9_999_999_999;
/** A non-negative amount on the wire: digits, then at most two decimals ("382", "382.5", "382.00"). */
export const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
/** A percentage 0–100 on the wire, at most three decimals ("8", "8.25", "8.000"). */
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,3})?$/;

/** "382.5" → 38250 cents; null for anything that is not a non-negative amount of at most two decimals. */
export function parseMoney(text: string): Cents | null {
  if (typeof text !== 'string' || !MONEY_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 36200 → "362.00"; -23431 → "-234.31". */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "8.000" → 8000; null unless a percentage from 0 to 100 with at most three decimals. */
export function parsePercent(text: string): PercentMilli | null {
  if (typeof text !== 'string' || !PERCENT_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return milli <= 100_000 ? milli : null;
}

/** 8000 → "8.000" (decimals 3) or "8.00" (decimals 2): the wire's spelling of each rate. */
export function formatPercent(milli: PercentMilli, decimals: 2 | 3): string {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000).padStart(3, '0');
  return decimals === 3 ? `${whole}.${fraction}` : `${whole}.${fraction.slice(0, 2)}`;
}

/** A percentage of an amount, rounded half-up to the cent (exact: BigInt, no float). */
export function percentOf(cents: Cents, milli: PercentMilli): Cents {
  const product = BigInt(cents) * BigInt(milli);
  const scale = 100_000n; // 100 (percent) × 1000 (thousandths)
  const sign = product < 0n ? -1n : 1n;
  const abs = product * sign;
  return Number(((abs * 2n + scale) / (scale * 2n)) * sign);
}

export interface Payment {
  method: PaymentMethod;
  amount: Cents;
  collected_by: Collector;
}

/** Everything an order's calculation reads: the completion's figures and the rates that apply. */
export interface FinancialsInput {
  labor: Cents;
  parts_price: Cents;
  parts_cost: Cents;
  parts_paid_by: Collector;
  tip: Cents;
  payments: readonly Payment[];
  /** The order's own tax choice (new orders take the vendor's rate as their default). */
  taxable: boolean;
  tax_rate: PercentMilli;
  /** The vendor taxes labor too, not only parts. */
  tax_labor: boolean;
  card_fee_pct: PercentMilli;
  card_fee_fixed: Cents;
  /** The roster link's override, else the vendor's default. */
  commission_pct: PercentMilli;
}

/** Every line of an order's calculation, in cents (rates in thousandths of a percent). */
export interface Financials {
  labor: Cents;
  parts_price: Cents;
  parts_cost: Cents;
  tax: Cents;
  total: Cents;
  tips: Cents;
  card_fees: Cents;
  base: Cents;
  commission_pct: PercentMilli;
  technician_share: Cents;
  vendor_share: Cents;
  technician_due: Cents;
  collected_by_technician: Cents;
  collected_by_vendor: Cents;
  /** Positive: the technician owes the vendor; negative: the vendor owes the technician. */
  balance: Cents;
}

/** The card processor's fee on one payment: pct × amount + fixed, for card and online payments only. */
export function cardFee(payment: Payment, pct: PercentMilli, fixed: Cents): Cents {
  return CARD_FEE_METHODS.includes(payment.method) ? percentOf(payment.amount, pct) + fixed : 0;
}

/** PRODUCT.md "Money", line by line. Tips never enter the base and go wholly to the technician. */
export function computeFinancials(input: FinancialsInput): Financials {
  const taxedAmount = input.parts_price + (input.tax_labor ? input.labor : 0);
  const tax = input.taxable ? percentOf(taxedAmount, input.tax_rate) : 0;
  const total = input.labor + input.parts_price + tax;
  const card_fees = input.payments.reduce((sum, payment) => sum + cardFee(payment, input.card_fee_pct, input.card_fee_fixed), 0);
  const base = Math.max(0, total - tax - input.parts_cost - card_fees);
  const technician_share = percentOf(base, input.commission_pct);
  const vendor_share = base - technician_share;
  const technician_due = technician_share + (input.parts_paid_by === 'technician' ? input.parts_cost : 0) + input.tip;
  const collected = (by: Collector) => input.payments.filter((payment) => payment.collected_by === by).reduce((sum, payment) => sum + payment.amount, 0);
  const collected_by_technician = collected('technician');
  return {
    labor: input.labor,
    parts_price: input.parts_price,
    parts_cost: input.parts_cost,
    tax,
    total,
    tips: input.tip,
    card_fees,
    base,
    commission_pct: input.commission_pct,
    technician_share,
    vendor_share,
    technician_due,
    collected_by_technician,
    collected_by_vendor: collected('vendor'),
    balance: collected_by_technician - technician_due,
  };
}

/** The wire shape of Financials: amounts as "0.00" strings, the commission as "50.00". */
export type FinancialsWire = { [K in keyof Financials]: string };

export function financialsToWire(financials: Financials): FinancialsWire {
  const wire = {} as FinancialsWire;
  for (const key of Object.keys(financials) as (keyof Financials)[]) {
    wire[key] = key === 'commission_pct' ? formatPercent(financials[key], 2) : formatMoney(financials[key]);
  }
  return wire;
}

/** GET|PUT /api/vendor-settings: a vendor's money settings (rates as percent strings, the fee as an amount). */
/** Issue 17 adds the customer-text settings (dispatch.ts) to the same page and request. */
export interface VendorFinancialSettings extends CustomerTextSettings {
  /** "50.00": the technician's share of the base unless the roster link overrides it. */
  default_commission_pct: string;
  /** "8.000": the default tax rate of new orders. */
  tax_rate_pct: string;
  /** Labor is taxed too, not only parts. */
  tax_labor: boolean;
  card_fee_pct: string;
  card_fee_fixed: string;
  /** The day a settlement week starts: 0 Sunday … 6 Saturday (1, Monday, by default). */
  settlement_week_start: number;
  /** The vendor's IANA time zone: slots, weeks and dates are read in it. */
  timezone: string;
  /** Issue 14: an order created within this many days of a completion for the same appliance is a recall (0–365). */
  recall_window_days: number;
}

export interface VendorFinancialSettingsView extends VendorFinancialSettings {
  /** When these settings were saved; null while the vendor has kept the defaults. */
  updated_at: string | null;
}

/** What a vendor starts with until it saves its own (commission 50 %, no tax, 2.9 % + 0.30 card fees). */
export const DEFAULT_VENDOR_FINANCIAL_SETTINGS: Omit<VendorFinancialSettings, 'timezone'> = {
  default_commission_pct: '50.00',
  tax_rate_pct: '0.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  settlement_week_start: 1,
  recall_window_days: 30,
  ...DEFAULT_CUSTOMER_TEXT_SETTINGS,
};

/** One payment taken for an order, as the wire spells it. */
export interface PaymentEntry {
  method: PaymentMethod;
  /** "382.00" */
  amount: string;
  collected_by: Collector;
}

/** `completion` of POST /api/orders/:id/transitions {"to":"completed"}: the job's figures. */
export interface CompletionRequest {
  labor: string;
  parts_price: string;
  parts_cost: string;
  parts_paid_by: Collector;
  tip: string;
  resolution: string;
  payments: PaymentEntry[];
}

/** GET|POST /api/orders/:id/financials: every line, the rates used, and what they were computed from. */
export interface OrderFinancials extends FinancialsWire {
  order_id: string;
  taxable: boolean;
  tax_rate_pct: string;
  tax_labor: boolean;
  card_fee_pct: string;
  card_fee_fixed: string;
  parts_paid_by: Collector;
  resolution: string;
  payments: PaymentEntry[];
  completed_at: string;
  calculated_at: string;
}

/** One payment in the vendor's payments list (GET /api/payments). */
export interface PaymentListItem {
  id: string;
  order_id: string;
  invoice_number: string;
  customer_name: string;
  technician_name: string | null;
  method: PaymentMethod;
  amount: string;
  collected_by: Collector;
  /** How it was recorded: with the completion, by hand afterwards, or through a pay link. */
  source: 'completion' | 'manual' | 'pay_link';
  recorded_at: string;
}

/** The list's page and the totals of everything the filter matches (not only this page). */
export interface PaymentList {
  items: PaymentListItem[];
  next_cursor: string | null;
  totals: { count: number; total: string; by_method: Record<PaymentMethod, string> };
}

/** POST /api/orders/:id/payments: a payment recorded by hand after the job (cash later, a check, a card terminal). */
export interface RecordPaymentRequest {
  method: PaymentMethod;
  amount: string;
  collected_by: Collector;
}

/** POST /api/orders/:id/payment-link: a Stripe Checkout page for what the customer still owes. */
export interface PaymentLink {
  url: string;
  /** What the link asks for: total + tips − what was paid, "0.00". */
  amount: string;
}

/**
 * GET /api/invoices/:token (public): what the customer sees after paying online — the invoice of
 * the order the pay link was for. The token is the pay link's, unguessable; nothing else is shown.
 */
export interface PublicInvoice {
  invoice_number: string;
  vendor_name: string;
  customer_name: string;
  service_date: string;
  labor: string;
  parts_price: string;
  tax: string;
  total: string;
  tips: string;
  payments: { method: PaymentMethod; amount: string }[];
  paid: string;
  /** total + tips − paid, never below 0. */
  balance_due: string;
  invoice_message: string | null;
  /**
   * Issue 18: asked with `?session_id=` (Stripe's return to /payment-success names its Checkout
   * Session): whether that payment is recorded yet (Stripe's webhook records it, usually within
   * seconds). Null when no session was asked about. A session of another order is never recorded here.
   */
  checkout: PublicCheckout | null;
}

export interface PublicCheckout {
  session_id: string;
  recorded: boolean;
}

/** Stripe's Checkout Session ids (`cs_test_…`, `cs_live_…`), as GET /api/invoices/:token?session_id= takes them. */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
