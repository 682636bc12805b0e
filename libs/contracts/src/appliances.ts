import { dateInZone, daysBetween } from './calendar.js';

/**
 * Appliances and recalls (issue 14). A customer's appliance is what a repair is for; an order
 * points at it, so a second visit for the same machine is found again (the recall rule below)
 * and later warranty work can read its history.
 */

/** One appliance of a vendor's customer, as the wire spells it. */
export interface Appliance {
  id: string;
  customer_id: string;
  /** Free text like the order's appliance_type ("Washer", "Refrigerator"). */
  type: string;
  brand: string | null;
  model: string | null;
  serial: string | null;
  /** yyyy-mm-dd */
  install_date: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /api/customers/:id/appliances. */
export interface CreateApplianceRequest {
  type: string;
  brand?: string | null;
  model?: string | null;
  serial?: string | null;
  install_date?: string | null;
}

/**
 * PATCH /api/appliances/:id. The vendor may change every field; the technician assigned to an
 * open order for the appliance may fill model, serial and brand on site (the rest is refused).
 */
export type UpdateApplianceRequest = Partial<CreateApplianceRequest>;

export interface ApplianceList {
  items: Appliance[];
}

/** A vendor setting (PUT /api/vendor-settings `recall_window_days`): 30 days unless the vendor saves another. */
export const DEFAULT_RECALL_WINDOW_DAYS = 30;
export const MAX_RECALL_WINDOW_DAYS = 365;

/**
 * How an order stands as a recall: `suspected` when the rule found it (charged to the earlier
 * order's technician), `dismissed` when the vendor marked it "not a recall" with a reason. The
 * automatic rate counts both; the confirmed rate counts only `suspected`.
 */
export type RecallStatus = 'suspected' | 'dismissed';

/** `recall` of an order: the earlier order it repeats and whose technician it is charged to. */
export interface OrderRecall {
  status: RecallStatus;
  original_order_id: string;
  original_invoice_number: string;
  /** The technician of the earlier order (the recall is charged to it). */
  technician_id: string | null;
  technician_name: string | null;
  /** When the earlier order was completed (ISO 8601). */
  original_completed_at: string;
  /** Why the vendor said it is not a recall; null while suspected. */
  dismissed_reason: string | null;
  dismissed_at: string | null;
}

/** PUT /api/orders/:id/recall: the vendor's word. `is_recall: false` needs a reason. */
export interface RecallDecisionRequest {
  is_recall: boolean;
  reason?: string | null;
}

/** An earlier order the rule weighs (what the repository reads of the customer's completed orders). */
export interface RecallCandidate {
  order_id: string;
  technician_id: string | null;
  appliance_id: string | null;
  appliance_type: string | null;
  address: string | null;
  /** When the earlier order was (last) completed. */
  completed_at: Date;
}

/** The new order, as the rule needs it. */
export interface RecallSubject {
  order_id: string;
  appliance_id: string | null;
  appliance_type: string | null;
  address: string | null;
  created_at: Date;
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Issue 14's recall rule, in one place. The subject repeats an earlier completed order of the same
 * customer (the caller passes only that customer's) when both are for the same appliance — or,
 * where either has no appliance recorded, the same address and appliance type — and it was created
 * within `windowDays` calendar days (in the vendor's time zone) after that completion. The newest
 * such completion wins: the recall is charged to the technician who was there last.
 */
export function findRecallOrigin(
  subject: RecallSubject,
  candidates: readonly RecallCandidate[],
  windowDays: number,
  timeZone: string,
): RecallCandidate | null {
  const created = dateInZone(subject.created_at, timeZone);
  const matches = candidates.filter((candidate) => {
    if (candidate.order_id === subject.order_id) return false;
    if (candidate.completed_at.getTime() > subject.created_at.getTime()) return false;
    const days = daysBetween(dateInZone(candidate.completed_at, timeZone), created);
    if (days < 0 || days > windowDays) return false;
    if (subject.appliance_id !== null && candidate.appliance_id !== null) return subject.appliance_id === candidate.appliance_id;
    return same(subject.address, candidate.address) && same(subject.appliance_type, candidate.appliance_type);
  });
  if (matches.length === 0) return null;
  return matches.reduce((newest, candidate) => (candidate.completed_at > newest.completed_at ? candidate : newest));
}
