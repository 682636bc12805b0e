import type { Order } from '@fixflow/contracts';
import { isoInstant } from '../database/instant.js';

/**
 * The one column list of an order. A column the API answers as stored is added to STORED and
 * to toOrder (and, when a create or an edit writes it, to CREATED or EDITABLE in
 * orders.repository.ts); the row type follows the contract's Order.
 */
const STORED = [
  'id',
  'invoice_number',
  'vendor_id',
  'customer_id',
  'technician_id',
  'order_source',
  'customer_name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'zip_code',
  'time_slot',
  'appliance_type',
  'appliance_id',
  'recall_of_order_id',
  'recall_status',
  'rating',
  'issue_description',
  'taxable',
  'tax_rate',
  'invoice_message',
  'status',
  'technician_status',
  'vendor_status',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Order)[];

/** The columns every order read selects (alias `o`, the technician joined as `t`), in SPEC.md §3's names. */
export const ORDER_COLUMNS = [
  ...STORED.map((column) => `o.${column}`),
  't.full_name as technician_full_name',
  `to_char(o.service_date, 'YYYY-MM-DD') as service_date`,
  'lower(o.time_range) as starts_at',
  'upper(o.time_range) as ends_at',
].join(', ');

/** The joins ORDER_COLUMNS needs after alias `o` (a page's chosen rows, an inserted row). */
export const ORDER_JOINS = 'left join technicians t on t.id = o.technician_id';

export const ORDER_FROM = `orders o ${ORDER_JOINS}`;

type Instant = Date | string;

/** A row as the driver returns it: the contract's Order, with instants and numerics as PostgreSQL sends them. */
export type OrderRow = Omit<Order, 'technician' | 'starts_at' | 'ends_at' | 'created_at' | 'updated_at' | 'tax_rate'> & {
  technician_full_name: string | null;
  starts_at: Instant;
  ends_at: Instant;
  created_at: Instant;
  updated_at: Instant;
  tax_rate: string | number;
};

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
    appliance_id: row.appliance_id,
    recall_of_order_id: row.recall_of_order_id,
    recall_status: row.recall_status,
    rating: row.rating,
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
