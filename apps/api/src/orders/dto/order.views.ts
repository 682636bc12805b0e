import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ApplianceView, OrderRecallView } from '../../customers/appliance.views.js';
import {
  CANCEL_SIDES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  orderLabels,
  type Order,
  type OrderDetails,
  type FieldChange,
  ORDER_HISTORY_KINDS,
  type OrderHistoryEntry,
  type OrderHistoryKind,
  type OrderList,
  type OrderSource,
  type OrderStatus,
  type CancelSide,
  type OrderTechnician,
  type RecallStatus,
  type TechnicianOrderLabel,
  type VendorOrderLabel,
} from '@fixflow/contracts';

/** Every label the contracts' label table can give, read from the table itself. */
const LABELS = ORDER_STATUSES.flatMap((status) => [orderLabels(status, false), orderLabels(status, true)]);
const VENDOR_LABELS = [...new Set(LABELS.map((labels) => labels.vendor_status))];
const TECHNICIAN_LABELS = [...new Set(LABELS.map((labels) => labels.technician_status))];

@ApiSchema({ name: 'OrderTechnician' })
export class OrderTechnicianView implements OrderTechnician {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  full_name: string | null;
}

@ApiSchema({ name: 'Order' })
export class OrderView implements Order {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: 'INV-1042',
    description: "INV- and the platform's invoice sequence; a technician's personal booking PB- and a sequence of its own: it is never invoiced",
  })
  invoice_number: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "null for a technician's personal booking" })
  vendor_id: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  customer_id: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  technician_id: string | null;

  @ApiProperty({ type: () => OrderTechnicianView, nullable: true })
  technician: OrderTechnicianView | null;

  @ApiProperty({ enum: ORDER_SOURCES, enumName: 'OrderSource' })
  order_source: OrderSource;

  @ApiProperty()
  customer_name: string;

  @ApiProperty({ description: 'E.164 for a customer; as typed on a personal booking' })
  phone: string;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ type: String, nullable: true })
  zip_code: string | null;

  @ApiProperty({ format: 'date' })
  service_date: string;

  @ApiProperty({ example: 'morning', description: "A named slot or 'HH:MM-HH:MM' in the vendor's timezone" })
  time_slot: string;

  @ApiProperty({ format: 'date-time' })
  starts_at: string;

  @ApiProperty({ format: 'date-time' })
  ends_at: string;

  @ApiProperty({ type: String, nullable: true })
  appliance_type: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The customer's appliance the order is for" })
  appliance_id: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The earlier order this one repeats (a recall)' })
  recall_of_order_id: string | null;

  @ApiProperty({ enum: ['suspected', 'dismissed'], enumName: 'RecallStatus', nullable: true })
  recall_status: RecallStatus | null;

  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 5, description: "The customer's rating, recorded when closing" })
  rating: number | null;

  @ApiProperty({ type: String, nullable: true })
  issue_description: string | null;

  @ApiProperty()
  taxable: boolean;

  @ApiProperty({ description: 'percent, 0–100' })
  tax_rate: number;

  @ApiProperty({ type: String, nullable: true })
  invoice_message: string | null;

  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;

  @ApiProperty({ enum: TECHNICIAN_LABELS, enumName: 'TechnicianOrderLabel' })
  technician_status: TechnicianOrderLabel;

  @ApiProperty({ enum: VENDOR_LABELS, enumName: 'VendorOrderLabel' })
  vendor_status: VendorOrderLabel;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** A field's value as FieldChange spells it: a string, number or boolean, or null when empty. */
const FIELD_VALUE = { anyOf: [{ type: 'string' as const }, { type: 'number' as const }, { type: 'boolean' as const }], nullable: true };

@ApiSchema({ name: 'OrderHistoryEntry' })
export class OrderHistoryEntryView implements OrderHistoryEntry {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ORDER_HISTORY_KINDS, enumName: 'OrderHistoryKind', description: 'what the line records' })
  kind: OrderHistoryKind;

  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', nullable: true, description: 'null for the creation' })
  from: OrderStatus | null;

  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  to: OrderStatus;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  actor_id: string | null;

  @ApiProperty({ type: String, nullable: true })
  actor_role: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'who acted, as the viewer may see them; null for the system' })
  actor_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({ enum: CANCEL_SIDES, enumName: 'CancelSide', nullable: true, description: 'For a cancellation: whose side called it off' })
  cancel_side: CancelSide | null;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: {
      type: 'object',
      properties: { from: FIELD_VALUE, to: FIELD_VALUE },
      required: ['from', 'to'],
    },
    description: "each changed field's value before and after",
  })
  changes: Record<string, FieldChange> | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

@ApiSchema({ name: 'OrderDetails' })
export class OrderDetailsView extends OrderView implements OrderDetails {
  @ApiProperty({ type: [OrderHistoryEntryView] })
  history: OrderHistoryEntryView[];

  @ApiProperty({ type: () => ApplianceView, nullable: true })
  appliance: ApplianceView | null;

  @ApiProperty({ type: () => OrderRecallView, nullable: true, description: 'Set when the order repeats an earlier one' })
  recall: OrderRecallView | null;
}

@ApiSchema({ name: 'OrderList' })
export class OrderListView implements OrderList {
  @ApiProperty({ type: [OrderView] })
  items: OrderView[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' })
  next_cursor: string | null;
}
