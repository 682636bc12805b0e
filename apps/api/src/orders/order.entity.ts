import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { ORDER_STATUSES, type OrderSource, type RecallStatus, type OrderStatus, type TechnicianOrderLabel, type VendorOrderLabel } from '@fixflow/contracts';
import { Appliance } from '../customers/appliance.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { ORDER_BUSY_RANGE_TRIGGER } from '../scheduling/busy-range-triggers.js';
import { Technician } from '../technicians/technician.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';

/**
 * A service order (SPEC.md §3). `status` is canonical; the two labels are written only through
 * the state machine's `withStatus`. `time_range` is service_date + time_slot as instants in the
 * vendor's timezone, and the database refuses two live orders of one technician that overlap, or
 * one in the technician's time off (through technician_busy_ranges, which the trigger keeps).
 */
@Entity({ tableName: 'orders' })
@Trigger(ORDER_BUSY_RANGE_TRIGGER)
@Check({
  name: 'orders_technician_no_overlap',
  expression: `exclude using gist ("technician_id" with =, "time_range" with &&) where ("technician_id" is not null and "status" <> 'cancelled')`,
})
@Index({ properties: ['vendorId', 'createdAt', 'id'] })
@Index({ properties: ['technicianId', 'createdAt', 'id'] })
@Index({ properties: ['customerId'] })
@Index({ properties: ['applianceId'] })
// A technician's orders over a period of service dates (issue 14's metrics, the schedule).
@Index({ properties: ['technicianId', 'serviceDate'] })
// The recalls of a technician's completions (issue 14's metrics): only orders that are recalls.
@Index({
  name: 'orders_recall_of_order_id_index',
  expression: `create index "orders_recall_of_order_id_index" on "orders" ("recall_of_order_id") where "recall_of_order_id" is not null`,
})
@Check({ name: 'orders_rating_check', expression: 'rating >= 1 and rating <= 5' })
@Check({ name: 'orders_recall_status_check', expression: `recall_status in ('suspected', 'dismissed') and recall_of_order_id is not null or recall_status is null` })
// A day's orders — one vendor's (its dashboard, the date filters) or every vendor's (the admin's) — without a scan.
@Index({ properties: ['serviceDate', 'vendorId'] })
// The dashboard's counts of work still open read only the open orders, however many are closed.
@Index({
  name: 'orders_vendor_id_open_status_index',
  expression: `create index "orders_vendor_id_open_status_index" on "orders" ("vendor_id", "status") where "status" in ('pending', 'accepted', 'en_route', 'in_progress', 'on_hold', 'completed')`,
})
// Issue 18: a vendor's list sorted by invoice number — INV- and a sequence, so by length, then text
// (INV-999 before INV-1000) — and its CSV export's batches, walked in order from a keyset. The
// date sort needs none: (service_date, vendor_id) above serves it with an incremental sort.
@Index({
  name: 'orders_vendor_id_invoice_order_index',
  expression: `create index "orders_vendor_id_invoice_order_index" on "orders" ("vendor_id", length("invoice_number"), "invoice_number")`,
})
// SPEC.md §7's suffix lookups as prefix searches on the reversed text: a btree range scan, never a table scan.
@Index({
  name: 'orders_invoice_number_reversed_index',
  expression: `create index "orders_invoice_number_reversed_index" on "orders" (reverse("invoice_number") text_pattern_ops)`,
})
@Index({
  name: 'orders_id_reversed_index',
  expression: `create index "orders_id_reversed_index" on "orders" (reverse("id"::text) text_pattern_ops)`,
})
export class Order {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'email'
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'applianceType'
    | 'issueDescription'
    | 'invoiceMessage'
    | 'taxable'
    | 'taxRate'
    | 'technicianId'
    | 'customerId'
    | 'vendorId'
    | 'createdBy'
    | 'applianceId'
    | 'recallOfOrderId'
    | 'recallStatus'
    | 'recallDismissedReason'
    | 'recallDismissedAt'
    | 'recallDismissedBy'
    | 'rating';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  /** 'INV-' + the platform-wide order_invoice_seq; a personal booking's 'PB-' + personal_booking_seq (never an invoice). */
  @Property({ type: 'text', unique: true })
  invoiceNumber: string;

  /** Null for a technician's personal booking, which belongs to no vendor. */
  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade', nullable: true })
  vendorId: string | null = null;

  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'customer_id', deleteRule: 'set null', nullable: true })
  customerId: string | null = null;

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'set null', nullable: true })
  technicianId: string | null = null;

  @Property({ type: 'text' })
  orderSource: OrderSource;

  @Property({ type: 'text' })
  customerName: string;

  @Property({ type: 'text' })
  phone: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'text', nullable: true })
  zipCode: string | null = null;

  @Property({ type: 'date' })
  serviceDate: string;

  @Property({ type: 'text' })
  timeSlot: string;

  /** The timezone the slot was read in, kept so the range can be recomputed the same way. */
  @Property({ type: 'text' })
  timeZone: string;

  @Property({ type: 'string', columnType: 'tstzrange' })
  timeRange: string;

  @Property({ type: 'text', nullable: true })
  applianceType: string | null = null;

  /** The customer's appliance (issue 14); the appliance_type above stays the order's own words. */
  @ManyToOne(() => Appliance, { mapToPk: true, joinColumn: 'appliance_id', deleteRule: 'set null', nullable: true })
  applianceId: string | null = null;

  /**
   * The earlier order this one repeats (the recall rule, libs/contracts appliances.ts), found when
   * the order is created or its appliance changes; the recall is charged to that order's technician.
   */
  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'recall_of_order_id', deleteRule: 'set null', nullable: true, index: false })
  recallOfOrderId: string | null = null;

  @Property({ type: 'text', nullable: true })
  recallStatus: RecallStatus | null = null;

  @Property({ type: 'text', nullable: true })
  recallDismissedReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  recallDismissedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  recallDismissedBy: string | null = null;

  /** The customer's 1–5 rating, recorded by the vendor when closing. */
  @Property({ type: 'smallint', nullable: true })
  rating: number | null = null;

  @Property({ type: 'text', nullable: true })
  issueDescription: string | null = null;

  @Property({ type: 'boolean', default: false })
  taxable: boolean = false;

  @Property({ type: 'decimal', precision: 6, scale: 3, default: 0 })
  taxRate: string = '0';

  @Property({ type: 'text', nullable: true })
  invoiceMessage: string | null = null;

  @Enum({ items: () => [...ORDER_STATUSES], type: 'text' })
  status: OrderStatus;

  @Property({ type: 'text' })
  technicianStatus: TechnicianOrderLabel;

  @Property({ type: 'text' })
  vendorStatus: VendorOrderLabel;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
