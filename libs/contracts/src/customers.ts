import type { Appliance } from './appliances.js';
import type { Order } from './orders.js';
import type { Page } from './page.js';

/** A vendor's customer as orders and the customer list carry it (the whole record: customer-records.ts). */
export interface Customer {
  id: string;
  vendor_id: string;
  first_name: string;
  last_name: string | null;
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  updated_at: string;
}

export interface CustomerDetails extends Customer {
  orders: Order[];
  /** The customer's appliances (issue 14), oldest first. */
  appliances: Appliance[];
}

export type CustomerList = Page<Customer>;

/**
 * A customer's contact and address as a request carries them, each optional (empty → null): one
 * list for the customer bodies (create, update) and the order body, which all store them.
 */
export interface CustomerContactFields {
  email?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
}

export interface CreateCustomerRequest extends CustomerContactFields {
  name: string;
  phone: string;
  /** Issue 18: the vendor's notes about the customer (CUSTOMER_NOTES_MAX). */
  notes?: string | null;
}
