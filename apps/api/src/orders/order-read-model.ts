import { isoInstant } from '../database/instant.js';
import type { Order, OrderHistoryEntry, OrderSource, OrderStatus, TechnicianOrderLabel, VendorOrderLabel } from '@fixflow/contracts';

/** The columns every order read selects (alias `o`, the technician joined as `t`), in SPEC.md §3's names. */
export const ORDER_COLUMNS = `o.id, o.invoice_number, o.vendor_id, o.customer_id, o.technician_id, t.full_name as technician_full_name,
  o.order_source, o.customer_name, o.phone, o.email, o.address, o.city, o.state, o.zip_code,
  to_char(o.service_date, 'YYYY-MM-DD') as service_date, o.time_slot, lower(o.time_range) as starts_at, upper(o.time_range) as ends_at,
  o.appliance_type, o.issue_description, o.taxable, o.tax_rate, o.invoice_message, o.status, o.technician_status, o.vendor_status,
  o.created_at, o.updated_at`;

export const ORDER_FROM = `orders o left join technicians t on t.id = o.technician_id`;

export interface OrderRow {
  id: string;
  invoice_number: string;
  vendor_id: string | null;
  customer_id: string | null;
  technician_id: string | null;
  technician_full_name: string | null;
  order_source: OrderSource;
  customer_name: string;
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  service_date: string;
  time_slot: string;
  starts_at: Date | string;
  ends_at: Date | string;
  appliance_type: string | null;
  issue_description: string | null;
  taxable: boolean;
  tax_rate: string | number;
  invoice_message: string | null;
  status: OrderStatus;
  technician_status: TechnicianOrderLabel;
  vendor_status: VendorOrderLabel;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * A row as the API answers it. Built field by field: it runs for every row of every page, and a
 * literal is several times cheaper than copying the row with rest and spread.
 */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    vendor_id: row.vendor_id,
    customer_id: row.customer_id,
    technician_id: row.technician_id,
    order_source: row.order_source,
    customer_name: row.customer_name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    service_date: row.service_date,
    time_slot: row.time_slot,
    starts_at: isoInstant(row.starts_at),
    ends_at: isoInstant(row.ends_at),
    appliance_type: row.appliance_type,
    issue_description: row.issue_description,
    taxable: row.taxable,
    tax_rate: Number(row.tax_rate),
    invoice_message: row.invoice_message,
    status: row.status,
    technician_status: row.technician_status,
    vendor_status: row.vendor_status,
    created_at: isoInstant(row.created_at),
    updated_at: isoInstant(row.updated_at),
    technician: row.technician_id ? { id: row.technician_id, full_name: row.technician_full_name } : null,
  };
}

export interface HistoryRow {
  id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_id: string | null;
  actor_role: string | null;
  reason: string | null;
  at: Date | string;
}

export function toHistoryEntry(row: HistoryRow): OrderHistoryEntry {
  return {
    id: row.id,
    from: row.from_status,
    to: row.to_status,
    actor_id: row.actor_id,
    actor_role: row.actor_role,
    reason: row.reason,
    at: isoInstant(row.at),
  };
}

/** A tstzrange literal for [start, end). */
export function rangeLiteral(start: Date, end: Date): string {
  return `[${start.toISOString()},${end.toISOString()})`;
}
