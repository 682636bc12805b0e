import {
  computeFinancials,
  fieldErrorMessage,
  formatMoney,
  loadMessageCatalogue,
  parseMoney,
  parsePercent,
  type Cents,
  type Collector,
  type CompletionRequest,
  type MessageLanguage,
  type Order,
  type PaymentMethod,
} from '@fixflow/contracts';

/** One payment row as the form holds it: the amount as typed. */
export interface PaymentRow {
  method: PaymentMethod;
  amount: string;
  collected_by: Collector;
}

/** The completion form's values: amounts as typed, checked by the API's own rule (parseMoney). */
export interface CompletionValues {
  labor: string;
  parts_price: string;
  parts_cost: string;
  parts_paid_by: Collector;
  tip: string;
  resolution: string;
  payments: PaymentRow[];
}

export const INITIAL_COMPLETION: CompletionValues = {
  labor: '',
  parts_price: '0',
  parts_cost: '0',
  parts_paid_by: 'technician',
  tip: '0',
  resolution: '',
  payments: [],
};

/**
 * An amount as typed, for parseMoney: spaces around it dropped, and a decimal comma read as the
 * point (a phone's decimal keypad in Russian has only the comma). Anything else is left for
 * parseMoney to refuse, exactly as the API does.
 */
export function amountText(typed: string | undefined): string {
  return (typed ?? '').trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
}

/** Cents of an amount as typed, or null when the API would refuse it. */
export const amountOf = (typed: string | undefined): Cents | null => parseMoney(amountText(typed));

/** The body's `completion`: every amount spelled as the wire does ("200.00"), the note trimmed. */
export function toCompletionRequest(values: CompletionValues): CompletionRequest {
  const wire = (typed: string) => formatMoney(amountOf(typed) ?? 0);
  return {
    labor: wire(values.labor),
    parts_price: wire(values.parts_price),
    parts_cost: wire(values.parts_cost),
    parts_paid_by: values.parts_paid_by,
    tip: wire(values.tip),
    resolution: values.resolution.trim(),
    payments: (values.payments ?? []).map((row) => ({ method: row.method, amount: wire(row.amount), collected_by: row.collected_by })),
  };
}

/** What the customer owes as the technician types, by the one money module (unreadable figures count as 0). */
export interface CompletionPreview {
  tax: Cents;
  /** labor + parts + tax */
  total: Cents;
  tip: Cents;
  /** Every payment row's amount. */
  paid: Cents;
  /** total + tip − paid: positive still to pay, negative paid over. */
  left: Cents;
}

export function completionPreview(values: Partial<CompletionValues>, order: Pick<Order, 'taxable' | 'tax_rate'>): CompletionPreview {
  const cents = (typed: string | undefined) => amountOf(typed) ?? 0;
  const lines = computeFinancials({
    labor: cents(values.labor),
    parts_price: cents(values.parts_price),
    parts_cost: cents(values.parts_cost),
    parts_paid_by: values.parts_paid_by ?? 'technician',
    tip: cents(values.tip),
    payments: (values.payments ?? []).filter(Boolean).map((row) => ({ method: row.method, amount: cents(row.amount), collected_by: row.collected_by })),
    taxable: order.taxable,
    // The order's rate, read as the API reads it (String(order.tax_rate) → percent).
    tax_rate: parsePercent(String(order.tax_rate)) ?? 0,
    // What the customer owes does not depend on the vendor's cut or its card fees. Whether the
    // vendor taxes labor is its setting, not the order's: the preview taxes parts, as it says.
    tax_labor: false,
    card_fee_pct: 0,
    card_fee_fixed: 0,
    commission_pct: 0,
  });
  const paid = lines.collected_by_technician + lines.collected_by_vendor;
  return { tax: lines.tax, total: lines.total, tip: lines.tips, paid, left: lines.total + lines.tips - paid };
}

/**
 * The messages' words for the rules below. Offline with the catalogue's chunk not yet on the phone
 * (issue 19), a good figure must still pass: only a refused one needs words (then the code shows).
 * The order page loads them with the form while the job is under way (preloadCompletionWords).
 */
const wordsFor = (language: MessageLanguage) => loadMessageCatalogue(language).catch(() => undefined);

/** The form's chunk and its rules' words, fetched while online so Complete works in a basement. */
export function preloadCompletionWords(language: MessageLanguage): Promise<void> {
  return wordsFor(language);
}

/**
 * The API's rule for an amount as an antd Form rule, with the API's message for its code in the
 * user's language (REQUIRED, INVALID_AMOUNT, and TOO_SMALL for a payment of nothing). A remote
 * bundles its own copy of the message catalogue: the language loads with the rule.
 */
export function amountRule(language: MessageLanguage, { positive = false } = {}) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      await wordsFor(language);
      const typed = typeof value === 'string' ? value : '';
      if (!typed.trim()) throw new Error(fieldErrorMessage('REQUIRED', language));
      const cents = amountOf(typed);
      if (cents === null) throw new Error(fieldErrorMessage('INVALID_AMOUNT', language));
      if (positive && cents === 0) throw new Error(fieldErrorMessage('TOO_SMALL', language, { min: 0.01 }));
    },
  };
}

/** The resolution note: required, and not only spaces (REQUIRED, BLANK). */
export function noteRule(language: MessageLanguage) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      await wordsFor(language);
      const typed = typeof value === 'string' ? value : '';
      if (!typed) throw new Error(fieldErrorMessage('REQUIRED', language));
      if (!typed.trim()) throw new Error(fieldErrorMessage('BLANK', language));
    },
  };
}

const FIGURES = ['labor', 'parts_price', 'parts_cost', 'parts_paid_by', 'tip', 'resolution', 'payments'] as const;
const PAYMENT_FIELDS = ['method', 'amount', 'collected_by'] as const;

/**
 * The API's field names (`completion.labor`, `completion.payments.0.amount`) onto the form's,
 * a payment row's as a dotted path (`payments.0.amount`), for showFieldErrors.
 */
export function completionApiFields(rows: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of FIGURES) fields[`completion.${name}`] = name;
  for (let row = 0; row < rows; row += 1) {
    for (const name of PAYMENT_FIELDS) fields[`completion.payments.${row}.${name}`] = `payments.${row}.${name}`;
  }
  return fields;
}

/** A dotted field name as antd's name path: `payments.0.amount` → ['payments', 0, 'amount']. */
export const namePath = (name: string): (string | number)[] => name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
