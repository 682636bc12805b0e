import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderSource, OrderStatus } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { DEFAULT_TIME_ZONE, isTimeZone, slotRange } from '../scheduling/time-slots.js';
import { withStatus } from './order-state-machine.js';
import { rangeLiteral } from './order-read-model.js';

/** The columns an insert writes, already normalized (nulls for empty optional fields). */
export interface NewOrder {
  vendorId: string | null;
  customerId: string | null;
  technicianId: string | null;
  orderSource: OrderSource;
  customerName: string;
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  serviceDate: string;
  timeSlot: string;
  timeZone: string;
  applianceType: string | null;
  issueDescription: string | null;
  taxable: boolean;
  taxRate: number;
  invoiceMessage: string | null;
  status: OrderStatus;
}

/** A zone the slot can be read in: the vendor's or technician's own, else UTC. */
export const usableZone = (zone: string | null | undefined) => (zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);

/** service_date + time_slot → the tstzrange literal stored in time_range. */
export function rangeOf(serviceDate: string, timeSlot: string, timeZone: string): string {
  const range = slotRange(serviceDate, timeSlot, timeZone);
  if (!range) throw new Error(`not a time slot: ${timeSlot}`);
  return rangeLiteral(range.start, range.end);
}

/** Inserts the order (INV- + the platform sequence) and its first history line; returns the id. */
export async function insertOrder(em: EntityManager, order: NewOrder, actor: Principal): Promise<string> {
  const id = crypto.randomUUID();
  const labels = withStatus(order.status, order.technicianId);
  await em.execute(
    `insert into orders (id, invoice_number, vendor_id, customer_id, technician_id, order_source, customer_name, phone, email,
       address, city, state, zip_code, service_date, time_slot, time_zone, time_range, appliance_type, issue_description,
       taxable, tax_rate, invoice_message, status, technician_status, vendor_status, created_by)
     values (?, 'INV-' || nextval('order_invoice_seq'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?::tstzrange, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      order.vendorId,
      order.customerId,
      order.technicianId,
      order.orderSource,
      order.customerName,
      order.phone,
      order.email,
      order.address,
      order.city,
      order.state,
      order.zipCode,
      order.serviceDate,
      order.timeSlot,
      order.timeZone,
      rangeOf(order.serviceDate, order.timeSlot, order.timeZone),
      order.applianceType,
      order.issueDescription,
      order.taxable,
      order.taxRate,
      order.invoiceMessage,
      labels.status,
      labels.technician_status,
      labels.vendor_status,
      actor.userId,
    ],
  );
  await writeHistory(em, id, null, order.status, actor, null);
  return id;
}

export async function writeHistory(
  em: EntityManager,
  orderId: string,
  from: OrderStatus | null,
  to: OrderStatus,
  actor: Principal,
  reason: string | null,
): Promise<void> {
  await em.execute('insert into order_history (id, order_id, from_status, to_status, actor_id, actor_role, reason) values (?, ?, ?, ?, ?, ?, ?)', [
    crypto.randomUUID(),
    orderId,
    from,
    to,
    actor.userId,
    actor.role,
    reason,
  ]);
}
