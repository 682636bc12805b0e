import type { Customer, CustomerContactFields, CustomerDetails } from './customers.js';

/*
 * Issue 18: customers as a first-class record — created and edited on their own, notes, several
 * service addresses and phones, likely duplicates proposed and merged by a vendor (never
 * automatically), every merge recorded and explainable.
 *
 * The customer's own columns (SPEC.md §3: phone, address, city, state, zip_code) stay its primary
 * phone and address; `phones` and `addresses` hold the others. The SMS matching of issue 15 reads
 * every phone (customer_phones).
 */

export const CUSTOMER_NOTES_MAX = 4000;
export const CUSTOMER_LABEL_MAX = 60;

/** Another phone of the customer (E.164), with an optional label ("work", "daughter"). */
export interface CustomerPhoneEntry {
  id: string;
  phone: string;
  label: string | null;
}

/** Another service address of the customer (a rental, a parent's house…). */
export interface CustomerAddress {
  id: string;
  label: string | null;
  address: string;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

/** GET /api/customers/:id, issue 18's additions. */
export interface CustomerRecord extends CustomerDetails {
  notes: string | null;
  phones: CustomerPhoneEntry[];
  addresses: CustomerAddress[];
  /** The merges this customer absorbed, newest first. */
  merges: CustomerMergeRecord[];
}

/** PATCH /api/customers/:id: a field left out is left alone; null clears an optional one. */
export interface UpdateCustomerRequest extends CustomerContactFields {
  name?: string;
  phone?: string;
  notes?: string | null;
  /** The whole list of other phones (replaces it). */
  phones?: { phone: string; label?: string | null }[];
  /** The whole list of other addresses (replaces it). */
  addresses?: ({ label?: string | null; address: string } & Pick<CustomerContactFields, 'city' | 'state' | 'zip_code'>)[];
}

/** Why two customers look like one person. */
export const DUPLICATE_REASONS = ['same_phone', 'same_name_and_address'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** GET /api/customers/duplicates: pairs proposed for a merge, strongest first. */
export interface DuplicatePair {
  customers: [Customer, Customer];
  reasons: DuplicateReason[];
}

export interface DuplicateList {
  items: DuplicatePair[];
}

/** POST /api/customers/:id/merge {"from": id}: `from` is merged into `:id`, which is kept. */
export interface MergeCustomersRequest {
  from: string;
}

/** What a merge moved, so it can be explained later. */
export interface CustomerMergeRecord {
  id: string;
  kept_id: string;
  merged_id: string;
  /** The merged customer as it was (name, phone, email, address…). */
  merged: Pick<Customer, 'first_name' | 'last_name' | 'phone' | 'email' | 'address' | 'city' | 'state' | 'zip_code'>;
  moved: { orders: number; appliances: number; messages: number; phones: number; addresses: number };
  actor_id: string | null;
  actor_name: string | null;
  at: string;
}

/**
 * What GET /api/customers/:id answers for a customer merged away (410 CUSTOMER_MERGED): where it
 * went, so a bookmark or an old link leads to the customer kept.
 */
export interface CustomerMergedDetails {
  merged_into: string;
}
